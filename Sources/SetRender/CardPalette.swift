/// Which three colors the cards use (D2), chosen with `--palette`.
public enum CardPalette: String, CaseIterable, Sendable {
    /// The theme's own colors (red, green, purple).
    case standard
    /// Blue, orange and yellow: they differ in lightness as well as hue (dark, middle,
    /// light), so they stay apart with red–green color blindness and in grey; every card
    /// also shows its color's letter in a corner.
    case colorblind

    /// The colorblind-safe colors, darkest first.
    public static let colorblindColors = [
        CardColor(name: "blue", letter: "b", ansi8: .blue, ansi256: .indexed(26), monochrome: CellStyle(dim: true, italic: true)),
        CardColor(name: "orange", letter: "o", ansi8: .red, ansi256: .indexed(208), monochrome: CellStyle()),
        CardColor(name: "yellow", letter: "y", ansi8: .yellow, ansi256: .indexed(228), monochrome: CellStyle(bold: true)),
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
