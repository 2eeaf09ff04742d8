import EndToEndSupport
import Foundation
import Glibc
import SetTestSupport
import Testing

/// A game players were told is kept, through a stop: `set-game serve` on a PostgreSQL that
/// goes away, a guest on the real OpenSSH client.
@Suite("Stop with games waiting for the records, through ssh", .serialized, .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct StopWithGamesWaitingEndToEndTests {
    /// The guest's own name in the side panel (`● guest-1a2b   4`).
    static func guestName(on screen: [String]) -> String? {
        for line in screen {
            guard let range = line.range(of: "● guest-") else { continue }
            return String(line[line.index(range.lowerBound, offsetBy: 2)...].prefix { $0 != " " })
        }
        return nil
    }

    @Test("SIGTERM while a finished game waits for the records: said in the log, exit 1; the next start writes it")
    func stopWithGameWaiting() async throws {
        try #require(TmuxSession.isAvailable)
        let cluster = try await PostgresCluster.start()
        let database = try await cluster.freshDatabase()
        let name = String(database.split(separator: "/").last ?? "")
        let first = try OnlineEndToEndTests.Server(arguments: ["--database", database])
        let data = first.directory.appendingPathComponent("set-game")
        let guest = try first.player("guest", key: nil, "new test", width: 160, height: 40)
        let start = try guest.waitFor(text: "room ")
        let me = try #require(Self.guestName(on: start))
        try OnlineEndToEndTests.start(guest)
        try await cluster.stop()
        // Test mode, any three cards match: the guest takes all 27 sets, each by three cards' keys.
        for taken in 1...27 {
            let labels = HostForManyEndToEndTests.labels(on: try guest.waitFor("three cards") { HostForManyEndToEndTests.labels(on: $0).count >= 3 })
            try guest.send(labels[0], labels[1], labels[2], literal: true)
            try guest.waitFor("set \(taken)") { OnlineEndToEndTests.sets(of: me, on: $0) == taken }
        }
        try guest.waitFor(text: "The records are away: this game is kept", seconds: 30)
        kill(try first.pane.gamePID(), SIGTERM)
        let log = try first.pane.waitFor(text: "EXIT=", seconds: 30)
        #expect(log.contains { $0.contains("EXIT=1") }, "\(log)")
        #expect(log.contains { $0.contains("set-game serve: stopped with 1 finished game not yet in the records: kept in") }, "\(log)")
        let spool = data.appendingPathComponent("waiting-games.json")
        #expect(FileManager.default.fileExists(atPath: spool.path))

        try await cluster.startAgain()
        #expect(try cluster.query("SELECT count(*) FROM game", in: name) == "0")
        let second = try OnlineEndToEndTests.Server(arguments: ["--database", database, "--data-dir", data.path])
        try second.pane.waitFor(text: "records: 1 finished game kept from the last run")
        for _ in 0..<100 where FileManager.default.fileExists(atPath: spool.path) { try await Task.sleep(for: .milliseconds(100)) }
        #expect(!FileManager.default.fileExists(atPath: spool.path), "the spool is emptied once its game is written")
        #expect(try cluster.query("SELECT count(*) FROM game", in: name) == "1")
        #expect(try cluster.query("SELECT count(*) FROM result WHERE player LIKE 'guest-%' AND sets = 27", in: name) == "1")
        withExtendedLifetime(first) {}
    }
}
