import EndToEndSupport
import Foundation
import SetTestSupport
import Testing

/// Latency-fair claims through real OpenSSH clients and real delay: Ada plays through a
/// proxy that holds every byte 100 ms each way (200 ms round trip; ``delay``), Bob straight to the
/// server. In each race both have chosen the same two cards; Ada presses the third 30 ms
/// before Bob, and her key arrives about 70 ms after his: a margin that a loaded machine's
/// `tmux send-keys` does not eat, as it ate the 30 ms of a 60 ms proxy. With fairness (the
/// default) the room gives her the set; with `--fairness off`, the first to arrive, Bob, gets it.
@Suite("Latency-fair races through a delaying proxy", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct FairRaceEndToEndTests {
    /// Races run on each setting (`SET_GAME_FAIR_RACES` may ask for more, for a table).
    static let races = ProcessInfo.processInfo.environment["SET_GAME_FAIR_RACES"].flatMap { Int($0) }.map { min(max($0, 1), 60) } ?? 5
    /// The milliseconds the proxy holds each byte each way: 100 unless `SET_GAME_FAIR_DELAY_MS`
    /// asks for another (the table is at 60; Ada's press must still arrive after Bob's,
    /// so at least 40, and at most the 150 ms cap).
    static let delay = ProcessInfo.processInfo.environment["SET_GAME_FAIR_DELAY_MS"].flatMap { Int($0) }.map { min(max($0, 40), 150) } ?? 100

    /// What the races on one server showed: who won each, how many times Bob's screen said
    /// by how many milliseconds Ada pressed first, and the delays the server's log gave the
    /// two connections when they closed.
    struct Outcome {
        var winners: [String] = []
        var toldMargins: [String] = []
        var log = ""
    }

    /// Who won each of `races` races on a server started with `arguments`.
    static func races(serverArguments arguments: [String]) throws -> Outcome {
        let server = try OnlineEndToEndTests.Server(arguments: arguments)
        let proxy = try DelayingProxy(to: server.port, delay: Double(delay) / 1000)
        let ada = try server.newcomer("ada", "new test", through: proxy.port).pane
        let code = try OnlineEndToEndTests.code(on: try ada.waitFor(text: "room "))
        let bob = try server.newcomer("bob", "join \(code)").pane
        try ada.waitFor(text: "● bob")
        try OnlineEndToEndTests.start(ada)
        var outcome = Outcome()
        /// Ada's and Bob's sets this game, as `screen` shows them.
        func sets(on screen: [String]) -> (ada: Int, bob: Int) {
            (OnlineEndToEndTests.sets(of: "ada", on: screen) ?? 0, OnlineEndToEndTests.sets(of: "bob", on: screen) ?? 0)
        }
        for race in 1...races {
            // A test game holds 27 sets: after it, Ada starts the next.
            if try bob.screen().joined().contains("Game over") {
                try OnlineEndToEndTests.start(ada)
                try bob.waitFor("the next game dealt") { $0.first?.contains(" · deck ") == true && sets(on: $0) == (0, 0) }
            }
            let before = sets(on: try bob.screen())
            let labels = HostForManyEndToEndTests.labels(on: try ada.waitFor("cards to race for") { HostForManyEndToEndTests.labels(on: $0).count >= 3 })
            for pane in [ada, bob] {
                try pane.send(labels[0], labels[1], literal: true)
                try pane.waitFor("two cards chosen") { $0.joined().filter { $0 == "┏" }.count == 2 }
            }
            try ada.send(labels[2], literal: true)
            usleep(30_000)
            try bob.send(labels[2], literal: true)
            let after = try bob.waitFor("race \(race) decided") { sets(on: $0).ada + sets(on: $0).bob == before.ada + before.bob + 1 }
            outcome.winners.append(sets(on: after).ada > before.ada ? "ada" : "bob")
            if let told = after.first(where: { $0.contains(" earlier and took the set.") }) {
                outcome.toldMargins.append(String(told.split(separator: "│").last ?? "").trimmingCharacters(in: .whitespaces))
            }
            // Both see the take, then clear what the loser's late key chose on the new cards.
            try ada.waitFor("race \(race) seen by ada") { sets(on: $0) == sets(on: after) }
            for pane in [ada, bob] {
                try pane.send("Escape")
                try pane.waitFor("nothing chosen") { !$0.joined().contains("┏") }
            }
        }
        for pane in [ada, bob] { try OnlineEndToEndTests.leave(pane) }
        _ = try server.pane.waitFor("both connections closed") { $0.joined().components(separatedBy: "connection closed").count > 2 }
        outcome.log = try server.pane.screen().joined(separator: "\n")
        return outcome
    }

    @Test("fairness on: Ada, behind the proxy, who pressed 30 ms earlier, wins; Bob is told by how much")
    func fair() throws {
        let outcome = try Self.races(serverArguments: [])
        print("fair races: winners \(outcome.winners); Bob told: \(outcome.toldMargins)\n\(outcome.log)")
        #expect(outcome.winners.filter { $0 == "ada" }.count >= Self.races - 1, "winners: \(outcome.winners)")
        #expect(!outcome.toldMargins.isEmpty && outcome.toldMargins.allSatisfy { $0.hasPrefix("ada pressed ") })
        let delays = outcome.log.components(separatedBy: "delay_ms=").dropFirst().compactMap { Int($0.prefix { $0.isNumber }) }
        #expect(delays.contains { (Self.delay..<Self.delay + 50).contains($0) }, "Ada's delay, about \(Self.delay) ms, as the server estimated it: \(outcome.log)")
    }

    @Test("--fairness off: Bob, whose key arrived first, wins")
    func arrival() throws {
        let outcome = try Self.races(serverArguments: ["--fairness", "off"])
        print("first-to-arrive races: winners \(outcome.winners)\n\(outcome.log)")
        #expect(outcome.winners.filter { $0 == "bob" }.count >= Self.races - 1, "winners: \(outcome.winners)")
    }
}
