import NIOConcurrencyHelpers

/// Counts a server's open connections, in all, per address, and per address those with no
/// session started; and keeps the sessionless ones in order of age, so that when every
/// connection is taken a new one pushes out the one that has been useless longest (as
/// OpenSSH drops unauthenticated connections under `MaxStartups`). Many addresses that log
/// in and never play then fill the table only until the next player comes; a connection
/// with a session is never pushed out. Connections on every event loop share it, behind a
/// lock; time comes in as data.
final class ConnectionCounts: @unchecked Sendable {
    /// A connection without a session: since when, and how to push it out.
    private struct Sessionless {
        let address: String
        let since: Double
        let pushOut: @Sendable () -> Void
    }

    /// Guards everything below: the connections' loops count at once.
    private let lock = NIOLock()

    private var _total = 0
    /// The connections counted now: a connection pushed out is released at once, and its own
    /// loop may report it closed (or sessionless) before it hears it was pushed, so what comes
    /// for a connection no longer counted is let go.
    private var admitted: Set<ObjectIdentifier> = []
    private var byAddress: [String: Int] = [:]
    private var sessionlessByAddress: [String: Int] = [:]
    private var sessionless: [ObjectIdentifier: Sessionless] = [:]
    let limits: ServerLimits

    /// How long a connection is left to log in before a newcomer may push it out: a login
    /// takes well under this, so a player logging in is not pushed out by the next one.
    static let pushOutAfterSeconds = 2.0

    init(limits: ServerLimits) {
        self.limits = limits
    }

    /// How many connections have no session now.
    var sessionlessCount: Int { lock.withLock { sessionless.count } }

    /// How many connections are open now.
    var total: Int { lock.withLock { _total } }

    /// Counts a new connection `id` from `address` at `now`, sessionless until
    /// ``becameUseful(_:)``; `pushOut` closes it should a newcomer need its place (its
    /// counts are already released then). When every connection is taken, the connection
    /// longest without a session, if it has had ``pushOutAfterSeconds``, is pushed out to
    /// make room. The cap reached (and nothing counted) when nobody can go; nil when admitted.
    func admit(_ id: ObjectIdentifier, from address: String, at now: Double, pushOut: @escaping @Sendable () -> Void) -> Refusal? {
        lock.withLock { admitLocked(id, from: address, at: now, pushOut: pushOut) }
    }

    private func admitLocked(_ id: ObjectIdentifier, from address: String, at now: Double, pushOut: @escaping @Sendable () -> Void) -> Refusal? {
        guard byAddress[address, default: 0] < limits.connectionsPerAddress else { return .perAddress(limits.connectionsPerAddress) }
        guard sessionlessByAddress[address, default: 0] < limits.sessionlessPerAddress else {
            return .sessionlessPerAddress(limits.sessionlessPerAddress)
        }
        if _total >= limits.connections {
            guard let oldest = sessionless.min(by: { $0.value.since < $1.value.since }),
                now - oldest.value.since >= Self.pushOutAfterSeconds
            else { return .full(limits.connections) }
            releaseLocked(oldest.key, from: oldest.value.address)
            oldest.value.pushOut()
        }
        _total += 1
        admitted.insert(id)
        byAddress[address, default: 0] += 1
        sessionlessByAddress[address, default: 0] += 1
        sessionless[id] = Sessionless(address: address, since: now, pushOut: pushOut)
        return nil
    }

    /// Why a connection was turned away: the cap it met.
    enum Refusal: Equatable, CustomStringConvertible {
        case perAddress(Int)
        case sessionlessPerAddress(Int)
        case full(Int)

        var description: String {
            switch self {
            case .perAddress(let cap): "\(cap) connections from this address already"
            case .sessionlessPerAddress(let cap): "\(cap) connections without a session from this address already"
            case .full(let cap): "the server is full (\(cap) connections, none to push out)"
            }
        }
    }

    /// Connection `id` started its first session.
    func becameUseful(_ id: ObjectIdentifier) {
        lock.withLock { becameUsefulLocked(id) }
    }

    private func becameUsefulLocked(_ id: ObjectIdentifier) {
        guard let waiting = sessionless.removeValue(forKey: id) else { return }
        Self.decrement(&sessionlessByAddress, waiting.address)
    }

    /// Connection `id` from `address` ended its last session at `now`: it counts as
    /// sessionless again, even over the budget (it is dropped within the grace unless a
    /// session starts), and may be pushed out.
    func becameSessionless(_ id: ObjectIdentifier, from address: String, at now: Double, pushOut: @escaping @Sendable () -> Void) {
        lock.withLock {
            guard admitted.contains(id), sessionless[id] == nil else { return }
            sessionlessByAddress[address, default: 0] += 1
            sessionless[id] = Sessionless(address: address, since: now, pushOut: pushOut)
        }
    }

    /// Connection `id` from `address`, admitted, has closed (or is being pushed out).
    func release(_ id: ObjectIdentifier, from address: String) {
        lock.withLock { releaseLocked(id, from: address) }
    }

    private func releaseLocked(_ id: ObjectIdentifier, from address: String) {
        guard admitted.remove(id) != nil else { return }
        _total -= 1
        Self.decrement(&byAddress, address)
        becameUsefulLocked(id)
    }

    private static func decrement(_ counts: inout [String: Int], _ address: String) {
        let left = counts[address, default: 1] - 1
        counts[address] = left > 0 ? left : nil
    }
}
