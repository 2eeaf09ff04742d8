import SetCore
import SetTestSupport
import Testing

@testable import SetRender

/// Without color, a card's color reads from its text alone: the color's name on the bottom
/// border (or its letter in the corner where the name does not fit), never from a style.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ColorMarkTests {
    static let sizes = [(10, 5), (12, 6), (16, 8), (24, 12)]

    /// The card's rows as plain characters: every style dropped.
    static func text(_ card: SetCard, painter: CardPainter, width: Int, height: Int) -> [String] {
        var grid = Grid(width: width, height: height)
        painter.drawFace(card, label: "q", in: grid.bounds, on: &grid)
        return grid.lines
    }

    @Test(arguments: Theme.all.map(\.name))
    func colorsReadWithoutColorOrStyle(themeName: String) throws {
        let base = try #require(Theme.named(themeName))
        for palette in CardPalette.allCases {
            let theme = base.with(palette)
            for ascii in [false, true] {
                let painter = CardPainter(theme: theme, colorMode: .monochrome, ascii: ascii)
                for (width, height) in Self.sizes {
                    for index in stride(from: 0, to: 81, by: 3) {
                        let card = SetCard(index: index)
                        let variants = TriValue.allCases.map { SetCard(count: card.count, shape: card.shape, shading: card.shading, color: $0) }
                        let texts = variants.map { Self.text($0, painter: painter, width: width, height: height) }
                        let context = "\(theme.name) \(palette) ascii \(ascii) \(width)×\(height) card \(index)"
                        #expect(Set(texts).count == 3, "\(context): colors differ in text alone")
                        for (variant, text) in zip(variants, texts) {
                            let name = theme.color(variant.color).name
                            #expect(text[height - 1].contains(" \(name) "), "\(context): \(text[height - 1]) names \(name)")
                        }
                    }
                }
            }
        }
    }

    @Test func withColorTheBorderStaysPlain() {
        var grid = Grid(width: 12, height: 6)
        CardPainter(colorMode: .ansi256).drawFace(SetCard(index: 0), label: "q", in: grid.bounds, on: &grid)
        #expect(grid.lines[5] == "└──────────┘")
        CardPainter(colorMode: .monochrome).drawFace(SetCard(index: 0), label: "q", in: grid.bounds, on: &grid)
        #expect(grid.lines[5] == "└── red ───┘")
    }
}
