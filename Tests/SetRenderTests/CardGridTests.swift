import SetCore
import Testing

@testable import SetRender

/// All 81 cards at every card size the board produces, in every theme, color mode and
/// character set: no two may look alike (glyphs and styles of every cell).
@Suite struct CardGridTests {
    /// Every card size `BoardLayout` gives for terminals from 36×14 to 220×60 (the board area
    /// is the screen less three rows) and 3 to 27 cards.
    static let cardSizes: [Size] = {
        var sizes = Set<Size>()
        for width in stride(from: 36, through: 220, by: 2) {
            for height in 14...60 {
                for count in stride(from: 3, through: 27, by: 3) {
                    if let layout = BoardLayout(cardCount: count, in: Rect(x: 0, y: 2, width: width, height: height - 3)) {
                        sizes.insert(Size(width: layout.cardWidth, height: layout.cardHeight))
                    }
                }
            }
        }
        return sizes.sorted { $0.height < $1.height }
    }()

    struct Size: Hashable, CustomStringConvertible {
        let width: Int
        let height: Int
        var description: String { "\(width)×\(height)" }
    }

    @Test func theBoardProducesEverySizeFromTheSmallestUp() {
        #expect(Self.cardSizes.first == Size(width: 10, height: 5))
        #expect(Self.cardSizes.count >= 30, "\(Self.cardSizes)")
    }

    @Test(arguments: Theme.all.map(\.name), [false, true])
    func noTwoCardsLookAlike(themeName: String, ascii: Bool) throws {
        let theme = try #require(Theme.named(themeName))
        for size in Self.cardSizes {
            for mode in ColorMode.allCases {
                let painter = CardPainter(theme: theme, colorMode: mode, ascii: ascii)
                var seen: [[Cell]: Int] = [:]
                for index in 0..<81 {
                    var grid = Grid(width: size.width, height: size.height)
                    painter.drawFace(SetCard(index: index), label: "q", in: grid.bounds, on: &grid)
                    if let twin = seen[grid.cells] {
                        Issue.record("\(theme.name) \(size) \(mode) ascii \(ascii): card \(index) looks like card \(twin)\n\(grid)")
                    }
                    seen[grid.cells] = index
                    if ascii { #expect(grid.text.allSatisfy { $0.isASCII }, "\(theme.name) \(size)") }
                }
            }
        }
    }

    /// Without color the three colors still differ in every cell of a symbol's style, and the
    /// color letter names them.
    @Test(arguments: Theme.all.map(\.name))
    func colorsAreTellableApartWithoutColor(themeName: String) throws {
        let theme = try #require(Theme.named(themeName))
        let painter = CardPainter(theme: theme, colorMode: .monochrome)
        let letters = TriValue.allCases.map { color -> Character in
            var grid = Grid(width: 12, height: 6)
            painter.drawFace(SetCard(count: .a, shape: .a, shading: .a, color: color), label: nil, in: grid.bounds, on: &grid)
            return grid[grid.width - 3, grid.height - 1].glyph
        }
        #expect(letters == ["r", "g", "p"])
    }
}
