import SetCore
import SetTestSupport
import Testing

@testable import SetRender

/// All 81 cards at the card sizes the board produces, in every theme, color mode and
/// character set: no two may look alike (glyphs and styles of every cell).
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct CardGridTests {
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
        return sizes.sorted { ($0.height, $0.width) < ($1.height, $1.width) }
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

    /// Every square size up to 20 rows (every terminal up to about 160×48) in every color
    /// mode; the larger sizes, drawn by the same code with larger boxes, every fourth size in
    /// monochrome and 256 colors; the wider cards of a height (the same symbols and colors on
    /// a wider face) in 256 colors where their square size is checked, to keep the test quick.
    static func modes(for size: Size) -> [ColorMode] {
        let modes: [ColorMode] = size.height <= 20 ? ColorMode.allCases : size.height % 4 == 0 ? [.monochrome, .ansi256] : []
        return size.width == 2 * size.height ? modes : modes.filter { $0 == .ansi256 }
    }

    @Test(arguments: Theme.all.map(\.name), [false, true])
    func noTwoCardsLookAlike(themeName: String, ascii: Bool) throws {
        let theme = try #require(Theme.named(themeName))
        for size in Self.cardSizes {
            for mode in Self.modes(for: size) {
                let painter = CardPainter(theme: theme, colorMode: mode, ascii: ascii)
                var seen: [[UInt64]: Int] = [:]
                var grid = Grid(width: size.width, height: size.height)
                for index in 0..<81 {
                    painter.drawFace(SetCard(index: index), label: "q", in: grid.bounds, on: &grid)
                    let look = grid.cells.map(Self.code)
                    if let twin = seen[look] {
                        Issue.record("\(theme.name) \(size) \(mode) ascii \(ascii): card \(index) looks like card \(twin)\n\(grid)")
                    }
                    seen[look] = index
                    if ascii { #expect(grid.cells.allSatisfy { $0.glyph.isASCII }, "\(theme.name) \(size)") }
                }
            }
        }
    }

    /// A cell as one number: its glyph's scalar and every part of its style, so comparing
    /// numbers compares the full styled cell (and hashes fast).
    static func code(_ cell: Cell) -> UInt64 {
        func color(_ color: TerminalColor) -> UInt64 {
            switch color {
            case .standard: 0
            case .ansi(let value): 1 << 8 | UInt64(value)
            case .indexed(let value): 2 << 8 | UInt64(value)
            }
        }
        // Plain tests, not a reduce over an array of the flags: this runs for every cell of
        // every card drawn (70 % of the suite's time in a debug build went to that reduce).
        let style = cell.style
        var flags: UInt64 = 0
        if style.bold { flags |= 1 }
        if style.dim { flags |= 1 << 1 }
        if style.reverse { flags |= 1 << 2 }
        if style.underline { flags |= 1 << 3 }
        if style.italic { flags |= 1 << 4 }
        let scalars = cell.glyph.unicodeScalars
        precondition(scalars.count == 1, "one scalar per cell")
        return UInt64(scalars.first!.value) << 32 | color(style.foreground) << 20 | color(style.background) << 8 | flags
    }

    /// Without color the three colors still differ in every cell of a symbol's style, and the
    /// bottom border names them.
    @Test(arguments: Theme.all.map(\.name))
    func colorsAreTellableApartWithoutColor(themeName: String) throws {
        let theme = try #require(Theme.named(themeName))
        let painter = CardPainter(theme: theme, colorMode: .monochrome)
        let bottoms = TriValue.allCases.map { color -> String in
            var grid = Grid(width: 12, height: 6)
            painter.drawFace(SetCard(count: .a, shape: .a, shading: .a, color: color), label: nil, in: grid.bounds, on: &grid)
            return grid.lines[grid.height - 1]
        }
        #expect(bottoms == ["└── red ───┘", "└─ green ──┘", "└─ purple ─┘"])
    }
}
