import NIOConcurrencyHelpers
import SetOnline

/// The guests of the connections open now, so no two live guests share an identity, however
/// alike their short visible tags (the connections' loops draw them at once, behind a lock).
final class LiveGuests: @unchecked Sendable {
    private let lock = NIOLock()
    private var keys: Set<PlayerKey> = []

    /// How many guests are connected.
    var count: Int { lock.withLock { keys.count } }

    /// A new guest identity that no connected guest has, drawn from `generator`.
    func draw<Generator: RandomNumberGenerator>(using generator: inout Generator) -> PlayerIdentity {
        while true {
            let guest = PlayerIdentity.guest(using: &generator)
            if lock.withLock({ keys.insert(guest.key).inserted }) { return guest }
        }
    }

    /// The guest `key` has disconnected.
    func release(_ key: PlayerKey) {
        _ = lock.withLock { keys.remove(key) }
    }
}
