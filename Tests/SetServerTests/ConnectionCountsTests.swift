import SetTestSupport
import Testing
@testable import SetServer

/// The server's connection table (issue 43, items 1 and 8): caps per address, and a full
/// table that makes room by pushing out the connection longest without a session.
@Suite("Connection counts", .timeLimit(.minutes(1)), .takesTurns)
struct ConnectionCountsTests {
    /// A connection as the counts see it: an identity, and whether it was pushed out.
    final class Connection: @unchecked Sendable {  // one thread: the test's
        var pushedOut = false
        var id: ObjectIdentifier { ObjectIdentifier(self) }
    }

    static func counts(connections: Int, sessionlessPerAddress: Int = 10) -> ConnectionCounts {
        var limits = ServerLimits()
        limits.connections = connections
        limits.sessionlessPerAddress = sessionlessPerAddress
        return ConnectionCounts(limits: limits)
    }

    static func admit(_ connection: Connection, _ counts: ConnectionCounts, from address: String = "10.0.0.1", at now: Double) -> Bool {
        counts.admit(connection.id, from: address, at: now) { connection.pushedOut = true } == nil
    }

    @Test("a full table: a newcomer pushes out the connection longest without a session, never one playing")
    func pushOutOldest() {
        let counts = Self.counts(connections: 3)
        let (player, early, late, newcomer) = (Connection(), Connection(), Connection(), Connection())
        #expect(Self.admit(player, counts, at: 0))
        #expect(Self.admit(early, counts, from: "10.0.0.2", at: 1))
        #expect(Self.admit(late, counts, from: "10.0.0.3", at: 2))
        counts.becameUseful(player.id)
        // Everyone left logging in has had less than two seconds: nobody is pushed out yet.
        #expect(!Self.admit(newcomer, counts, at: 2.5))
        #expect(![player, early, late].contains { $0.pushedOut })
        #expect(Self.admit(newcomer, counts, at: 3.5))
        #expect(early.pushedOut && !late.pushedOut && !player.pushedOut)
        #expect(counts.total == 3 && counts.sessionlessCount == 2)
        // The player's session ends at 10: sessionless since then, so `late` (since 2) goes first.
        counts.becameSessionless(player.id, from: "10.0.0.1", at: 10) { player.pushedOut = true }
        let another = Connection()
        #expect(Self.admit(another, counts, from: "10.0.0.4", at: 11))
        #expect(late.pushedOut && !player.pushedOut)
        // A pushed-out connection's close, when it comes, is not counted again: the guard
        // forgets its address first (ConnectionGuard.pushedOut).
        #expect(counts.total == 3)
        // Its own loop may report it closed, or its session ended, before it hears it was
        // pushed out: what comes for a connection no longer counted is let go.
        let sessionless = counts.sessionlessCount
        counts.becameSessionless(late.id, from: "10.0.0.3", at: 12) { late.pushedOut = true }
        counts.release(late.id, from: "10.0.0.3")
        #expect(counts.total == 3 && counts.sessionlessCount == sessionless)
    }

    @Test("the per-address budgets refuse before anyone is pushed out")
    func perAddressFirst() {
        let counts = Self.counts(connections: 2, sessionlessPerAddress: 1)
        let (first, second, third) = (Connection(), Connection(), Connection())
        #expect(Self.admit(first, counts, from: "10.0.0.1", at: 0))
        #expect(Self.admit(second, counts, from: "10.0.0.2", at: 0))
        #expect(!Self.admit(third, counts, from: "10.0.0.1", at: 5), "a second sessionless connection from one address")
        #expect(!first.pushedOut && !second.pushedOut)
        counts.release(first.id, from: "10.0.0.1")
        #expect(Self.admit(third, counts, from: "10.0.0.1", at: 5))
        #expect(counts.total == 2 && !second.pushedOut)
    }
}
