/// The built-in themes.
extension Theme {
    /// The standard SET look: diamond, oval, squiggle in red, green, purple.
    public static let classic = Theme(
        name: "classic", symbols: [.diamond, .oval, .squiggle], colors: [.red, .green, .purple])

    /// Geometric symbols: triangle ▲, circle ●, square ■.
    public static let symbols = Theme(
        name: "symbols", symbols: [.triangle, .circle, .square], colors: [.red, .green, .purple])

    /// A playful look: hearts, drops and moons in softer colors.
    public static let whimsy = Theme(
        name: "whimsy", symbols: [.heart, .drop, .moon],
        colors: [
            CardColor(name: "red", letter: "r", ansi8: .red, ansi256: .indexed(204), monochrome: CellStyle(bold: true)),
            CardColor(name: "green", letter: "g", ansi8: .green, ansi256: .indexed(35), monochrome: CellStyle()),
            CardColor(
                name: "purple", letter: "p", ansi8: .magenta, ansi256: .indexed(141),
                monochrome: CellStyle(dim: true, italic: true)),
        ]
    )

    /// Every built-in theme, the default (classic) first.
    public static let all: [Theme] = [.classic, .symbols, .whimsy]

    /// The built-in theme called `name` (case-insensitive), or nil. Only that theme is made
    /// (a launch names one; making a theme measures its symbols).
    public static func named(_ name: String) -> Theme? {
        switch name.lowercased() {
        case "classic": .classic
        case "symbols": .symbols
        case "whimsy": .whimsy
        default: nil
        }
    }
}
