import Foundation
import SetApp
import SetCore
import SetRender
import EndToEndSupport
import SetTable
import SetTestSupport
import Testing

/// The Cards tab (G1) in the real binary in a real terminal (tmux).
@Suite("Playing Cards in a terminal (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
final class CardsEndToEndTests {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-cards-\(UUID().uuidString.prefix(8))")

    /// Removes the test's data directory, once its sessions (and the games in them) are gone.
    deinit {
        try? FileManager.default.removeItem(at: data)
    }

    /// `--seed 1` at 100 × 30 with its files in `data`, on the Board tab.
    func start() throws -> TmuxSession {
        let directory = data.appendingPathComponent("set-game").path
        return try TmuxSession(
            ["--seed", "1", "--no-animation", "--data-dir", directory], width: 100, height: 30, environment: BoardEndToEndTests.utf8
        )
    }

    /// The Cards tab of `--seed 1` at 100 × 30, after F5.
    func startOnCards() throws -> TmuxSession {
        let session = try start()
        try session.waitFor(text: "Deck 69")
        try session.send("F5")
        try session.waitFor(text: "Deck 28")
        return session
    }

    /// The key labels of the first Cards deal at 100 × 30, in slot order.
    static func labels(cards: Int = 24) -> [String] {
        let layout = BoardGeometry(width: 100, height: 30, cardCount: cards, content: PlayingCard.self).layout!
        return KeyboardLayout.qwerty.labels(rows: layout.rows, columns: layout.columns)
    }

    /// Plays the first rank pair of the Cards deal of seed 1, shown on `session`, and sees it leave.
    private func playRankPair(_ session: TmuxSession) throws {
        let game = MatchingGame<PlayingCard>(seed: 1)
        let table = game.table
        let first = try #require(table.indices.first { slot in table[(slot + 1)...].contains { $0.content.rank == table[slot].content.rank } })
        let second = try #require(table.indices.first { $0 > first && table[$0].content.rank == table[first].content.rank })
        let labels = CardsEndToEndTests.labels()
        #expect(BoardEndToEndTests.visibleLabels(try session.screen()).count == 24)
        try session.send(labels[first])
        try session.send(labels[second])
        let lines = try session.waitFor(text: "Pair! +16")
        #expect(lines[1].contains("Score 14"))
        #expect(lines[1].contains("Pairs 1"))
        try session.send("Escape")
        let after = try session.waitFor("22 cards") { BoardEndToEndTests.visibleLabels($0).count == 22 }
        #expect(after[1].contains("Score 14"))
    }

    @Test("two cards of one rank turn up, score 16 − 1 − 1 = 14, and leave at the next key")
    func rankPair() throws {
        try playRankPair(try startOnCards())
    }

    @Test("Cards quit with a pair taken: the next launch offers it on the Cards tab (SET's on the Board), and y brings it back")
    func quitAndResume() throws {
        let first = try startOnCards()
        try playRankPair(first)
        try first.send("Q", "y")
        try first.waitFor(text: "EXIT=0")
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("set-game/savedgame-cards.json").path))
        let second = try start()
        try second.waitFor(text: "Deck 69")  // SET had no move: nothing kept, nothing offered
        try second.send("F5")
        try second.waitFor(text: "Welcome back to Cards")
        try second.send("y")
        let lines = try second.waitFor("22 cards") { BoardEndToEndTests.visibleLabels($0).count == 22 }
        #expect(lines[1].contains("Score 14"))
        #expect(lines[1].contains("Pairs 1"))
        #expect(lines[1].contains("Game resumed"))
        let save = data.appendingPathComponent("set-game/savedgame-cards.json").path
        for _ in 0..<100 where FileManager.default.fileExists(atPath: save) { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!FileManager.default.fileExists(atPath: save), "the save is deleted once its game is on screen (the next clock tick)")
    }
}
