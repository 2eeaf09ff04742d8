import SetCore
import SetRender

/// A SET card drawn as SVG, as the terminal's classic theme has it (``Theme/classic``):
/// its number of symbols (one to three), shape (diamond, oval, squiggle), colour (red,
/// green, purple) and shading (solid, striped, open).
enum CardPicture {
    static let width = 132
    static let height = 88

    /// The inline SVG of `card`.
    static func svg(_ card: SetCard) -> String {
        let theme = Theme.classic
        let color = colorValue(theme.color(card.color).name)
        let shape = theme.symbol(card.shape).name
        let count = card.count.rawValue + 1
        let fill: String
        switch Theme.shading(card.shading) {
        case .solid: fill = color
        case .striped: fill = "url(#stripes-\(theme.color(card.color).name))"
        case .outlined: fill = "none"
        }
        let spacing = 34
        let first = width / 2 - (count - 1) * spacing / 2
        let symbols = (0..<count).map { (index) -> String in
            symbol(shape, centreX: first + index * spacing, centreY: height / 2, fill: fill, stroke: color)
        }.joined()
        let label = "\(count) \(theme.color(card.color).name) \(shadingWord(card.shading)) \(shape)\(count > 1 ? "s" : "")"
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" role="img" \
            aria-label="\(label)"><rect class="face" x="2" y="2" width="\(width - 4)" height="\(height - 4)" rx="9" fill="#fff" \
            stroke="#bbb" stroke-width="1.5"/>\(symbols)</svg>
            """
    }

    /// The stripes the striped shading fills with, one per colour: defined once in the page,
    /// shared by every card on it.
    static var patterns: String {
        let defs = ["red", "green", "purple"].map { (name) -> String in
            """
            <pattern id="stripes-\(name)" patternUnits="userSpaceOnUse" width="4" height="4">\
            <rect width="4" height="1.6" fill="\(colorValue(name))"/></pattern>
            """
        }.joined()
        return "<svg width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\"><defs>\(defs)</defs></svg>"
    }

    /// One upright symbol, 26 × 60, centred at (`x`, `y`).
    private static func symbol(_ shape: String, centreX x: Int, centreY y: Int, fill: String, stroke: String) -> String {
        let paint = "fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"2.5\""
        switch shape {
        case "diamond":
            return "<path d=\"M\(x) \(y - 30)L\(x + 13) \(y)L\(x) \(y + 30)L\(x - 13) \(y)Z\" \(paint)/>"
        case "oval":
            return "<rect x=\"\(x - 13)\" y=\"\(y - 30)\" width=\"26\" height=\"60\" rx=\"13\" \(paint)/>"
        default:
            // The squiggle: an S-curved bar, drawn with two cubic curves each side.
            return """
                <path d="M\(x - 6) \(y - 30)C\(x + 14) \(y - 33) \(x + 16) \(y - 12) \(x + 8) \(y)C\(x + 2) \(y + 10) \(x + 14) \(y + 18) \
                \(x + 8) \(y + 28)C\(x + 2) \(y + 34) \(x - 16) \(y + 32) \(x - 12) \(y + 20)C\(x - 9) \(y + 12) \(x - 14) \(y + 6) \
                \(x - 13) \(y - 6)C\(x - 12) \(y - 18) \(x - 14) \(y - 28) \(x - 6) \(y - 30)Z" \(paint)/>
                """
        }
    }

    private static func colorValue(_ name: String) -> String {
        switch name {
        case "red": "#d62828"
        case "green": "#1b9a4b"
        default: "#6a2c91"
        }
    }

    private static func shadingWord(_ shading: TriValue) -> String {
        switch Theme.shading(shading) {
        case .solid: "solid"
        case .striped: "striped"
        case .outlined: "open"
        }
    }
}
