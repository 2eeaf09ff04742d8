import EndToEndSupport
import Foundation
import SetCore
import SetRender
import SetTable
import SetTestSupport
import Testing

/// Rated games played to the end through the real OpenSSH client, then the lobby's
/// leaderboard and profile. The players find their sets as a player does, from what their
/// terminals show: each card's picture is matched against the game's own painter
/// (``TableReading``), and a set among the cards read is chosen by its keys.
@Suite("The leaderboard and a profile after rated games, through ssh", .serialized, .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct LeaderboardEndToEndTests {
    typealias Server = OnlineEndToEndTests.Server

    /// The settings both players keep: the colorblind palette names each card's color on
    /// its border, so the plain text of a card tells it from every other.
    static let settings = PlayerSettings(palette: .colorblind)

    /// `ada` and `bob`, each with a key of their own, ``settings`` kept with it,
    /// seated in a room of `mode` (by default standard) `ada` opened.
    static func seatedPlayers(on server: Server, mode: String = "standard") throws -> (ada: TmuxSession, bob: TmuxSession) {
        var panes: [TmuxSession] = []
        var code = ""
        for name in ["ada", "bob"] {
            let key = try server.key(for: name)
            let kept = try server.player(name, key: key, "settings " + settings.text)
            try kept.waitFor(text: "EXIT=0")
            let pane = try server.player(name, key: key, panes.isEmpty ? "new \(mode)" : "join \(code)")
            try pane.waitFor(text: "Choose the name")
            try pane.send("Enter")
            let room = try pane.waitFor(text: "room ")
            if panes.isEmpty { code = try OnlineEndToEndTests.code(on: room) }
            panes.append(pane)
        }
        try panes[0].waitFor(text: "· bob")
        return (panes[0], panes[1])
    }

    /// The cards left in the deck, as the title line says (`… · deck 69`).
    static func deck(on screen: [String]) -> Int? {
        guard let title = screen.first, let range = title.range(of: " · deck ") else { return nil }
        return Int(title[range.upperBound...].prefix { $0.isNumber })
    }

    /// The sets both players took, as the side panel shows them.
    static func setsTaken(on screen: [String]) -> Int? {
        guard let ada = OnlineEndToEndTests.sets(of: "ada", on: screen), let bob = OnlineEndToEndTests.sets(of: "bob", on: screen) else { return nil }
        return ada + bob
    }

    /// Plays the dealt game to its end: before each take, `taker(taken)` (ada or bob) reads the
    /// whole table from their screen once it rests — every card the title's deck count and
    /// the panel's sets leave on the table — and presses the keys of a set on it, until the
    /// results show. Returns the sets taken.
    static func playToTheEnd(reading pictures: inout CardPictures, taker: (Int) -> TmuxSession) throws -> Int {
        var taken = 0
        while true {
            var reading: TableReading?
            let pane = taker(taken)
            let screen = try pane.waitFor("the whole table after \(taken) sets, or the results") { screen in
                if screen.joined().contains("Game over") { return true }
                guard let deck = deck(on: screen), setsTaken(on: screen) == taken else { return false }
                let read = TableReading(screen, pictures: &pictures)
                reading = read
                return read.cards.count == 81 - deck - 3 * taken
            }
            if screen.joined().contains("Game over") { return taken }
            let table = try #require(reading)
            let keys = try #require(table.keysOfASet, "a set among \(table.cards.map(\.card)) (\(table.frames) frames)")
            try pane.send(keys.map(String.init).joined(), literal: true)
            taken += 1
            try #require(taken <= 27, "a game has at most 27 sets")
        }
    }

    /// The width and height of the card of key `q` on `screen`, once its frame is drawn whole.
    static func sizeOfFirstCard(on screen: [String]) -> (width: Int, height: Int)? {
        let rows = screen.map(Array.init)
        guard let top = rows.firstIndex(where: { String($0).contains("┌ q ─") }),
            let left = rows[top].indices.first(where: { String(rows[top][$0...]).hasPrefix("┌ q ─") }),
            let right = rows[top][left...].firstIndex(of: "┐"),
            let bottom = rows[top...].firstIndex(where: { left < $0.count && $0[left] == "└" })
        else { return nil }
        return (right - left + 1, bottom - top + 1)
    }

    /// The rank, rating and games of `name` on a leaderboard line `> #1   ada              1216  (3 games)`.
    static func entry(_ name: String, on screen: [String]) -> (rank: Int, rating: Int, games: String)? {
        for line in screen {
            let words = line.split(separator: " ").filter { $0 != ">" && $0 != "│" }
            guard words.count >= 5, words[1] == name, words[0].hasPrefix("#"), let rank = Int(words[0].dropFirst()),
                let rating = Int(words[2])
            else { continue }
            return (rank, rating, words[3...4].joined(separator: " "))
        }
        return nil
    }

    @Test("two keyed players play three rated standard games to the end; l ranks both with moved ratings, g shows three games and a chart")
    func threeRatedGames() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let players = try Self.seatedPlayers(on: server)
        var pictures = CardPictures(theme: Self.settings.cardTheme)
        for game in 1...3 {
            try OnlineEndToEndTests.start(players.ada)
            // A fresh deal leaves 69 in the deck, or 66 or 63 where the first twelve or fifteen
            // held no set and the room dealt three more at once (the last game ended at 0).
            for pane in [players.ada, players.bob] { try pane.waitFor("game \(game) dealt") { (63...69).contains(Self.deck(on: $0) ?? 0) } }
            // Every card reads apart from every other at the size the room draws them.
            var size: (width: Int, height: Int)?
            try players.ada.waitFor("the first card drawn whole") { screen in
                size = Self.sizeOfFirstCard(on: screen)
                return size != nil
            }
            let (width, height) = try #require(size)
            #expect(pictures.distinct(width: width, height: height) == 81)
            // ada takes two sets of every three, bob the third: ada wins each game.
            let sets = try Self.playToTheEnd(reading: &pictures) { $0 % 3 == 2 ? players.bob : players.ada }
            // The ratings show once the records have the game.
            let results = try players.ada.waitFor("game \(game)'s rating changes") { $0.contains { $0.contains("2. bob  ") && $0.contains("rating ") } }
            #expect(sets >= 20, "a standard game to its end takes 20 to 27 sets")
            #expect(results.contains { $0.contains("Game over") && !$0.contains("practice") })
            #expect(results.contains { $0.contains("1. ada  ") && $0.contains("rating ") })
            #expect(results.contains { $0.contains("2. bob  ") && $0.contains("rating ") })
            let shown = results.compactMap { line in line.range(of: #"\d+ sets"#, options: .regularExpression).map { Int(line[$0].prefix { $0.isNumber }) ?? 0 } }
            #expect(shown.reduce(0, +) == sets, "the results count every set taken")
        }
        let ada = players.ada
        try ada.send("Q", literal: true)
        try ada.waitFor(text: "SET online · lobby · ")
        try ada.send("l", literal: true)
        let board = try ada.waitFor(text: "standard · 2 ranked")
        let first = try #require(Self.entry("ada", on: board), "ada on\n\(board.joined(separator: "\n"))")
        let second = try #require(Self.entry("bob", on: board), "bob on\n\(board.joined(separator: "\n"))")
        #expect(first.rank == 1 && second.rank == 2)
        #expect(first.rating > 1200 && second.rating < 1200)
        #expect(first.games == "(3 games)" && second.games == "(3 games)")
        #expect(board.contains { $0.contains("> #1   ada ") }, "ada's own line is marked")
        try ada.send("x", literal: true)
        try ada.waitFor("the leaderboard closed") { !$0.joined().contains("Leaderboard") }
        try ada.send("g", literal: true)
        let profile = try ada.waitFor(text: "ada's rating in standard, over the last 3 rated games:")
        let games = profile.filter { $0.range(of: #"#\d+ +standard +\d{4}-\d\d-\d\d \d\d:\d\d +1/2 +\d+ +\d{4}"#, options: .regularExpression) != nil }
        #expect(games.count == 3, "three finished games, each with its rating after")
        #expect(games.first?.range(of: "  \(first.rating)( |│|$)", options: .regularExpression) != nil, "the newest game ends at the rating ranked")
        // Each game ada won raised her rating: the list's ratings rise from the oldest game.
        let after = games.reversed().compactMap { line in line.split(separator: " ").filter { $0 != "│" }.last.flatMap { Int($0) } }
        #expect(after.count == 3 && after == after.sorted() && Set(after).count == 3 && after.first! > 1200, "\(after)")
        // The chart: the highest rating on its scale, 1200 at its base, a column per game.
        let chart = try #require(profile.firstIndex { $0.contains("ada's rating in standard") })
        #expect(profile[chart + 1].contains("\(first.rating) ┤"))
        let base = try #require(profile[chart...].firstIndex { $0.contains("1200 ┼") })
        let columns = profile[base - 1].split(separator: "│").dropFirst(2).first?.split(separator: " ") ?? []
        #expect(columns.count == 3, "three columns above the base: \(profile[base - 1])")
        try ada.send("x", literal: true)
        try ada.send("Q", literal: true)
        try ada.waitFor(text: "EXIT=0")
    }
}
