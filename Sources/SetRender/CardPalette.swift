/// Which three colors the cards use (D2), chosen with `--palette`.
public enum CardPalette: String, CaseIterable, Sendable {
    /// The theme's own colors (red, green, purple).
    case standard
    /// Blue, orange and yellow: they differ in lightness as well as hue (dark, middle,
    /// light), so they stay apart with red–green color blindness and in grey; none is so
    /// light or dark that it fades on a white or a black terminal; every card also shows
    /// its color's letter in a corner.
    case colorblind

    /// The colorblind-safe colors, darkest first: a violet blue (#5f00ff), a deep orange
    /// (#d75f00) and an olive yellow (#afaf5f), each at least 2.3 : 1 against white and
    /// against black (the pale yellow #ffff87 was 1.05 : 1 on white).
    public static let colorblindColors = [
        CardColor(name: "blue", letter: "b", ansi8: .blue, ansi256: .indexed(57), monochrome: CellStyle(dim: true, italic: true)),
        CardColor(name: "orange", letter: "o", ansi8: .red, ansi256: .indexed(166), monochrome: CellStyle()),
        CardColor(name: "yellow", letter: "y", ansi8: .yellow, ansi256: .indexed(143), monochrome: CellStyle(bold: true)),
    ]
}

extension Theme {
    /// The theme with the colors of `palette`.
    public func with(_ palette: CardPalette) -> Theme {
        switch palette {
        case .standard: self
        case .colorblind: Theme(name: name, symbols: symbols, colors: CardPalette.colorblindColors, labelsColors: true)
        }
    }
}
