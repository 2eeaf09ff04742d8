import SetCore
import SetTestSupport
import Testing

@testable import SetRender

@Suite("Playing cards drawn as real ones (G1)", .timeLimit(.minutes(1)), .takesTurns)
struct PlayingCardPainterTests {
    static let mono = CardPainter(colorMode: .monochrome)

    func render(_ card: PlayingCard, painter: CardPainter = mono, label: String? = "q", width: Int, height: Int) -> Grid {
        var grid = Grid(width: width, height: height)
        painter.drawFace(card, label: label, in: grid.bounds, on: &grid)
        return grid
    }

    @Test("the smallest card, 7 × 5: rank and suit in two corners, the suit in the middle")
    func smallest() {
        #expect(render(PlayingCard(rank: 10, suit: 1), width: 7, height: 5).lines == [
            "┌ q ──┐",
            "│10♥  │",
            "│  ♥  │",
            "│  ♥10│",
            "└─────┘"
        ])
    }

    @Test("8 × 6, as at 80 × 24: a face card shows its letter in the middle")
    func small() {
        #expect(render(PlayingCard(rank: 12, suit: 0), width: 8, height: 6).lines == [
            "┌ q ───┐",
            "│Q♠    │",
            "│  Q♠  │",
            "│      │",
            "│    ♠Q│",
            "└──────┘"
        ])
    }

    @Test("12 × 9, a medium card (5 rows of middle): the pips packed into a grid")
    func medium() {
        #expect(render(PlayingCard(rank: 7, suit: 3), width: 12, height: 9).lines == [
            "┌ q ───────┐",
            "│7♣        │",
            "│ ♣      ♣ │",
            "│    ♣     │",
            "│ ♣      ♣ │",
            "│          │",
            "│ ♣      ♣ │",
            "│        ♣7│",
            "└──────────┘"
        ])
    }

    @Test("every rank's pips keep apart on medium cards of 5 and 6 middle rows", arguments: [9, 10])
    func mediumPipsApart(height: Int) {
        for rank in 1...10 {
            let lines = render(PlayingCard(rank: rank, suit: 0), width: 12, height: height).lines
            #expect(lines.joined().filter { $0 == "♠" }.count == rank + 2, "rank \(rank) at 12 × \(height)")
        }
    }

    @Test("12 × 10 (6 rows of middle): the ten's pips in a symmetric grid")
    func mediumTen() {
        #expect(render(PlayingCard(rank: 10, suit: 0), width: 12, height: 10).lines == [
            "┌ q ───────┐",
            "│10♠       │",
            "│ ♠      ♠ │",
            "│    ♠     │",
            "│ ♠      ♠ │",
            "│ ♠      ♠ │",
            "│    ♠     │",
            "│ ♠      ♠ │",
            "│       ♠10│",
            "└──────────┘"
        ])
    }

    @Test("a card with 4 rows of middle still shows one big suit")
    func belowMedium() {
        let lines = render(PlayingCard(rank: 7, suit: 3), width: 12, height: 8).lines
        #expect(lines.joined().filter { $0 == "♣" }.count == 3)
    }

    @Test("19 × 14, as at 160 × 48: the pips of 7 and of 10 stand apart")
    func large() {
        #expect(render(PlayingCard(rank: 7, suit: 2), width: 19, height: 14).lines == [
            "┌ q ──────────────┐",
            "│7♦               │",
            "│ ♦             ♦ │",
            "│                 │",
            "│        ♦        │",
            "│                 │",
            "│ ♦             ♦ │",
            "│                 │",
            "│                 │",
            "│                 │",
            "│                 │",
            "│ ♦             ♦ │",
            "│               ♦7│",
            "└─────────────────┘"
        ])
        let ten = render(PlayingCard(rank: 10, suit: 0), width: 19, height: 14)
        #expect(ten.lines.joined().filter { $0 == "♠" }.count == 10 + 2)
    }

    @Test("ASCII: suits are S H D C")
    func ascii() {
        let painter = CardPainter(colorMode: .monochrome, ascii: true)
        let lines = render(PlayingCard(rank: 1, suit: 2), painter: painter, width: 7, height: 5).lines
        #expect(lines[1].contains("AD"))
        #expect(lines.joined().allSatisfy { $0.isASCII })
    }

    @Test("hearts and diamonds are red, spades and clubs the terminal's color; bold red without color")
    func colors() {
        let color = CardPainter(colorMode: .ansi256)
        let heart = render(PlayingCard(rank: 2, suit: 1), painter: color, width: 7, height: 5)
        let spade = render(PlayingCard(rank: 2, suit: 0), painter: color, width: 7, height: 5)
        #expect(heart[1, 1].style.foreground == .indexed(160))
        #expect(spade[1, 1].style.foreground == .standard)
        let mono = render(PlayingCard(rank: 2, suit: 2), width: 7, height: 5)
        #expect(mono[1, 1].style.bold)
        #expect(!render(PlayingCard(rank: 2, suit: 3), width: 7, height: 5)[1, 1].style.bold)
    }

    @Test("a card mid-turn, one column wide, shows only its border")
    func sliver() {
        #expect(render(PlayingCard(rank: 5, suit: 1), width: 1, height: 5).lines == ["│", "│", "│", "│", "│"])
    }
}
