import SetCore

/// A theme maps the core's abstract card values to looks (D2): which symbol, which color.
///
/// Values map as in the command-line notation: count a/b/c = 1/2/3 symbols; shading
/// a/b/c = solid/striped/outlined; color a/b/c = the theme's first/second/third color
/// (red/green/purple); shape a/b/c = the theme's first/second/third symbol
/// (diamond/oval/squiggle in the classic theme).
public struct Theme: Hashable, Sendable {
    /// The name used on the command line (`--theme NAME`).
    public let name: String
    /// The three symbols, for shape values a, b, c.
    public let symbols: [SymbolArt]
    /// The three colors, for color values a, b, c.
    public let colors: [CardColor]
    /// Whether every card shows its color's letter, not only without color.
    public let labelsColors: Bool
    /// ``asciiTinySize``, measured once (cards squeezed by a flip ask on every frame).
    private let asciiTiny: TinySize

    /// The cells that hold a theme's tiny ASCII symbols.
    private struct TinySize: Hashable, Sendable {
        let width: Int
        let height: Int
    }

    public init(name: String, symbols: [SymbolArt], colors: [CardColor], labelsColors: Bool = false) {
        precondition(symbols.count == 3 && colors.count == 3, "a theme has three symbols and three colors")
        self.name = name
        self.symbols = symbols
        self.colors = colors
        self.labelsColors = labelsColors
        asciiTiny = Theme.measureTiny(symbols)
    }

    /// The symbol for a shape value.
    public func symbol(_ shape: TriValue) -> SymbolArt { symbols[shape.rawValue] }

    /// The color for a color value.
    public func color(_ color: TriValue) -> CardColor { colors[color.rawValue] }

    /// The shading for a shading value: a solid, b striped, c outlined.
    public static func shading(_ shading: TriValue) -> Shading {
        switch shading {
        case .a: .solid
        case .b: .striped
        case .c: .outlined
        }
    }

    /// How `card` looks on a terminal with `mode`, in ASCII only when `ascii`.
    public func look(for card: SetCard, mode: ColorMode, ascii: Bool) -> CardLook {
        let color = color(card.color)
        return CardLook(
            symbol: symbol(card.shape),
            count: card.count.rawValue + 1,
            shading: Theme.shading(card.shading),
            style: color.style(mode),
            colorLetter: mode == .monochrome || labelsColors ? color.letter : nil,
            colorName: mode == .monochrome || labelsColors ? color.name : nil,
            ascii: ascii
        )
    }

    /// Width over height on screen of the box every symbol of the theme is drawn in.
    var symbolAspect: Double { symbols.map(\.aspect).max() ?? 1 }

    /// The cells that hold any of the theme's tiny ASCII symbols.
    var asciiTinySize: (width: Int, height: Int) {
        (asciiTiny.width, asciiTiny.height)
    }

    /// The widest row and the most rows of any symbol's tiny drawing in any shading. Plain
    /// loops: key paths and flattened arrays made every theme's 36 drawings cost a launch
    /// 186,000 instructions before its first frame. A row's width is its scalars (every
    /// glyph of the art is one scalar, one column): counting characters ran the grapheme
    /// breaker, 64 KB of code more to map before the first board.
    private static func measureTiny(_ symbols: [SymbolArt]) -> TinySize {
        var width = 0, height = 0
        for symbol in symbols {
            for shading in Shading.allCases {
                let drawing = symbol.tinyRows(shading)
                height = max(height, drawing.count)
                for row in drawing { width = max(width, row.unicodeScalars.count) }
            }
        }
        return TinySize(width: width, height: height)
    }
}
