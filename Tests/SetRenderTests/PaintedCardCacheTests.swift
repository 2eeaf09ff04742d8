import PropertyBased
import SetCore
import SetTestSupport
import Testing

@testable import SetRender

/// Cards drawn through the painted-card cache are the cards painted afresh: whatever changes
/// between two draws of a card (theme, colors, ASCII, face, size, label, mark, cursor, where
/// it is and what is under it), the cells are the same. Each draw is followed by draws that
/// differ from it in one part only, so a cache key that left out any part would hand back
/// the block painted for the first and fail here.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct PaintedCardCacheTests {
    /// The choices of each part of a draw; a draw picks one of each.
    static let themes = Theme.all
    static let faces: [CardPainter.PaintedLook.Face] = [
        .set(SetCard(count: .a, shape: .a, shading: .a, color: .a)), .set(SetCard(count: .c, shape: .b, shading: .c, color: .b)),
        .set(SetCard(count: .b, shape: .c, shading: .b, color: .c)), .playing(PlayingCard(rank: 10, suit: 1)),
        .playing(PlayingCard(rank: 12, suit: 0)), .back,
    ]
    static let sizes = [(16, 8), (14, 7), (10, 5), (22, 11), (6, 4), (2, 8), (1, 3), (16, 1), (0, 8)]
    /// Wholly on the 40×20 grid, partly off one side or a corner, or wholly off it.
    static let origins = [(3, 2), (0, 0), (24, 12), (-4, 5), (30, 15), (5, -3), (38, 19), (-3, -2), (-30, 4), (12, 25)]
    static let labels: [String?] = [nil, "q", "w", ""]
    static let choices = [
        themes.count, ColorMode.allCases.count, 2, faces.count, sizes.count, origins.count, labels.count,
        CardHighlight.allCases.count, 2,
    ]

    /// One draw: an index into each part's choices, and the cache that all draws of a check
    /// share, as a session's frames do.
    struct Draw: CustomStringConvertible {
        let picks: Picks
        let cache: RenderCache

        var painter: CardPainter {
            CardPainter(theme: themes[picks[0]], colorMode: ColorMode.allCases[picks[1]], ascii: picks[2] == 1, cache: cache)
        }
        var face: CardPainter.PaintedLook.Face { faces[picks[3]] }
        var frame: Rect {
            let (size, origin) = (sizes[picks[4]], origins[picks[5]])
            return Rect(x: origin.0, y: origin.1, width: size.0, height: size.1)
        }
        var label: String? { labels[picks[6]] }
        var highlight: CardHighlight { CardHighlight.allCases[picks[7]] }
        var cursor: Bool { picks[8] == 1 }

        var description: String {
            "\(painter.theme.name) \(painter.colorMode) ascii \(painter.ascii) \(face) \(frame) label \(label ?? "nil") \(highlight) cursor \(cursor)"
        }

        /// Draws it as the game does, through the cache.
        func draw(on grid: inout Grid) {
            switch face {
            case .set(let card): painter.drawFace(card, label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid)
            case .playing(let card): painter.drawFace(card, label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid)
            case .back: painter.drawBack(label: label, highlight: highlight, in: frame, on: &grid)
            }
        }

        /// Paints it afresh, past the cache.
        func paint(on grid: inout Grid) {
            switch face {
            case .set(let card): painter.paintFace(card, label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid)
            case .playing(let card): painter.paintFace(card, label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid)
            case .back: painter.paintBack(label: label, highlight: highlight, in: frame, on: &grid)
            }
        }
    }

    /// A 40×20 grid of text and wide characters, some straddling where cards' edges go.
    static var background: Grid {
        var grid = Grid(width: 40, height: 20)
        for row in 0..<20 {
            let text = row % 3 == 0 ? String(repeating: "中文字符", count: 5) : "x中yz中文·é"
            grid.put(text, x: row % 4, y: row, style: CellStyle(bold: row % 2 == 0))
        }
        return grid
    }

    @Test("a card drawn through the cache is the card painted afresh")
    func rememberedEqualsPainted() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...8)) { codes in
            var grid = Self.background
            let cache = RenderCache()
            for code in codes {
                let base = Picks(code, counts: Self.choices)
                let draws = ([base] + Self.choices.indices.map { base.changing($0, by: code) } + [base]).map {
                    Draw(picks: $0, cache: cache)
                }
                for draw in draws {
                    var painted = grid
                    draw.paint(on: &painted)
                    draw.draw(on: &grid)
                    #expect(grid == painted, "\(draw)")
                    if grid != painted { return }
                }
            }
        }
    }
}
