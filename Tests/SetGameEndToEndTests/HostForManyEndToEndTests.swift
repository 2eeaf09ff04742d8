import EndToEndSupport
import Foundation
import SetTestSupport
import Testing

/// "Host for many" as a player meets it: two `set-game serve` nodes on one PostgreSQL, each
/// in a tmux pane, and players on the real OpenSSH client.
@Suite("Host for many: two nodes on one PostgreSQL, through ssh", .serialized, .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct HostForManyEndToEndTests {
    /// The key labels of the cards on `screen`, top to bottom and left to right: the letter
    /// in each card's top border (`┌ q ─`, `┏ q ━` when chosen, `╭>q<─` under the cursor).
    static func labels(on screen: [String]) -> [String] {
        screen.flatMap { line in
            let characters = Array(line)
            return characters.indices.dropLast(3).compactMap { (index: Int) -> String? in
                guard "┌┏╭".contains(characters[index]), " >".contains(characters[index + 1]), " <".contains(characters[index + 3]),
                    characters[index + 2].isLetter
                else { return nil }
                return String(characters[index + 2])
            }
        }
    }

    @Test("a test room finished on node A rates nobody, on A or on B, whose lobby lists A's room with the command that joins it")
    func twoNodes() async throws {
        try #require(TmuxSession.isAvailable)
        let database = try await PostgresCluster.shared().freshDatabase()
        let a = try OnlineEndToEndTests.Server(arguments: ["--database", database])
        let b = try OnlineEndToEndTests.Server(arguments: ["--database", database])
        let (ada, adaKey) = try a.newcomer("ada", "new test")
        let code = try OnlineEndToEndTests.code(on: try ada.waitFor(text: "room "))
        let bob = try a.newcomer("bob", "join \(code)").pane
        try ada.waitFor(text: "● bob")
        try bob.waitFor(text: "● ada")
        try OnlineEndToEndTests.start(ada)
        // Test mode, any three cards match: Ada takes all 27 sets, each by three cards' keys.
        for taken in 1...27 {
            let labels = Self.labels(on: try ada.waitFor("three cards on the table") { Self.labels(on: $0).count >= 3 })
            try ada.send(labels[0], labels[1], labels[2], literal: true)
            try ada.waitFor("Ada's set \(taken)") { OnlineEndToEndTests.sets(of: "ada", on: $0) == taken }
        }
        // Any three match: rated, all the sets against an expected half would make Ada 1328.
        // A test room is never rated: the results say no rating, now or once recorded.
        let results = try ada.waitFor(text: "1. ada  27 sets")
        #expect(!results.joined().contains("rating"))
        try await Task.sleep(for: .seconds(1))
        #expect(!(try bob.screen()).joined().contains("rating"))
        // The game is kept with a number; node B replays it from the shared records.
        let kept = try ada.waitFor(text: "Kept as game ")
        let sentence = try #require(kept.first { $0.contains("Kept as game ") })
        let number = try #require(sentence.components(separatedBy: "Kept as game ").last?.prefix { $0.isNumber })
        let replay = try b.player("ada", key: adaKey, "replay \(number)")
        let start = try replay.waitFor(text: "replay of game #\(number)")
        #expect(start.joined().contains("replay 0/27"))
        try replay.send("End")
        let end = try replay.waitFor(text: "1. ada  27 sets")
        #expect(end.joined().contains("replay 27/27, paused"))
        try replay.send("Q", literal: true)
        try replay.waitFor(text: "SET online · lobby · ada")
        // Ada, on node B with the same key: known by name, still unrated.
        let adaOnB = try b.player("ada", key: adaKey, "")
        let lobby = try adaOnB.waitFor(text: "Your rating: 1200 in every variant until a rated game")
        #expect(lobby.first?.hasPrefix("SET online · lobby · ada") == true)
        // Her games on B, from the shared records: the test game, numbered, unrated; nobody ranked.
        try adaOnB.send("g", literal: true)
        let games = try adaOnB.waitFor(text: " Your games ")
        #expect(games.contains { $0.contains("#\(number)") && $0.contains("test") && $0.contains("1/2") && $0.contains("27") })
        #expect(games.joined().contains("No rated game yet"))
        try adaOnB.send("x", literal: true)
        try adaOnB.send("l", literal: true)
        let board = try adaOnB.waitFor(text: " Leaderboard ")
        #expect(board.joined().contains("standard · 0 ranked"))
        try adaOnB.send("x", literal: true)
        try adaOnB.waitFor("the box closed") { !$0.joined().contains(" Leaderboard ") }
        let listed = try adaOnB.waitFor("A's room in B's lobby") { $0.contains { $0.contains(code) } }
        let line = try #require(listed.first { $0.contains(code) }).trimmingCharacters(in: .whitespaces)
        #expect(line == "> \(code)  test     finished  2/2 here  ada, bob  elsewhere: ssh -t -p \(a.port) 127.0.0.1 join \(code)")
        // Enter on it says how to join it there (SSH has no redirect).
        try adaOnB.send("Enter")
        let told = try adaOnB.waitFor(text: "is on another node")
        #expect(told.contains { $0 == "\(code) is on another node: Q leaves, then join it there:  ssh -t -p \(a.port) 127.0.0.1 join \(code)" })
        // Today's race, opened on A, is one race: B's lobby shows it, and d there says where.
        let racer = try a.player("guest", key: nil, "daily")
        let race = try OnlineEndToEndTests.code(on: try racer.waitFor(text: "room DAY"))
        // Its racer has not started it: B reads it as waiting, under today's race only.
        let raceOnB = try adaOnB.waitFor("A's race in B's lobby") { $0.contains { $0.contains(race) && $0.contains("elsewhere: ssh") } }
        let raceLines = raceOnB.filter { $0.contains(race) }
        #expect(raceLines.count == 1 && raceLines[0].contains("  standard waiting  1/1 here  guest-"), "\(raceLines)")
        #expect(raceOnB.firstIndex { $0.contains(race) } == raceOnB.firstIndex(of: "Today's race").map { $0 + 1 })
        try adaOnB.send("d", literal: true)
        try adaOnB.waitFor(text: "today's race is on another node: ssh -t -p \(a.port) 127.0.0.1 join \(race)")
        // A's lobby does not list its own room as elsewhere.
        let guestOnA = try a.player("guest", key: nil, "")
        let local = try guestOnA.waitFor(text: code)
        #expect(!local.contains { $0.contains("elsewhere") })
    }

    @Test("today's race played to its end on node A is one race: node B's lobby says it is over, and d there plays its deal as practice")
    func raceOverOnBothNodes() async throws {
        try #require(TmuxSession.isAvailable)
        let database = try await PostgresCluster.shared().freshDatabase()
        let a = try OnlineEndToEndTests.Server(arguments: ["--database", database])
        let b = try OnlineEndToEndTests.Server(arguments: ["--database", database])
        // A guest's lobby on B, open all along.
        let guestOnB = try b.player("guest", key: nil, "")
        try guestOnB.waitFor(text: "nobody yet: d starts it")
        // Ada and Bob, keyed, race on A: Ada opened it, and starts it once Bob sat down.
        var racers: [TmuxSession] = []
        for name in ["ada", "bob"] {
            let key = try a.key(for: name)
            try a.player(name, key: key, "settings " + LeaderboardEndToEndTests.settings.text).waitFor(text: "EXIT=0")
            let pane = try a.player(name, key: key, "daily")
            try pane.waitFor(text: "Choose the name")
            try pane.send("Enter")
            try pane.waitFor(text: "room DAY")
            racers.append(pane)
        }
        try racers[0].waitFor(text: "· bob")
        try OnlineEndToEndTests.start(racers[0])
        var pictures = CardPictures(theme: LeaderboardEndToEndTests.settings.cardTheme)
        _ = try LeaderboardEndToEndTests.playToTheEnd(reading: &pictures) { $0 % 3 == 2 ? racers[1] : racers[0] }
        try racers[0].waitFor(text: "Today's race is over and is not dealt again")
        // Both go back to A's lobby: the race's room closes, and B lists it no more.
        for racer in racers {
            try racer.send("Q", literal: true)
            try racer.waitFor(text: "SET online · lobby · ")
        }
        let over = try guestOnB.waitFor(text: "over for today: d plays its deal as practice (not rated)")
        #expect(!over.contains { $0.contains("DAY") }, "A's race room closed")
        // d on B deals the day's deal again as practice, in a private room: not a second race.
        try guestOnB.send("d", literal: true)
        let practice = try guestOnB.waitFor(text: "practice of today's race, room ")
        #expect(practice.first?.contains("standard · waiting") == true, "\(practice.first ?? "")")
    }
}
