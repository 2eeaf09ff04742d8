import Foundation
import SetApp
import SetCore
import SetRender
import EndToEndSupport
import Testing

/// The Cards tab (G1) in the real binary in a real terminal (tmux).
@Suite("Playing Cards in a terminal (end to end)", .serialized, .enabled(if: TmuxSession.isAvailable))
struct CardsEndToEndTests {
    /// The Cards tab of `--seed 1` at 100 × 30, after F5.
    static func startOnCards() throws -> TmuxSession {
        let session = try TmuxSession(
            ["--seed", "1", "--no-animation"], width: 100, height: 30, environment: BoardEndToEndTests.utf8
        )
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

    @Test("two cards of one rank turn up, score 16 − 1 − 1 = 14, and leave at the next key")
    func rankPair() throws {
        let game = MatchingGame<PlayingCard>(seed: 1)
        let table = game.table
        let first = try #require(table.indices.first { slot in table[(slot + 1)...].contains { $0.content.rank == table[slot].content.rank } })
        let second = try #require(table.indices.first { $0 > first && table[$0].content.rank == table[first].content.rank })
        let labels = CardsEndToEndTests.labels()
        let session = try CardsEndToEndTests.startOnCards()
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
}
