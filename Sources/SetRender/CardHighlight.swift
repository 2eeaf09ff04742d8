/// How a card on the table is marked (D4). Each mark differs by border glyphs and by color,
/// so it reads without color too.
public enum CardHighlight: Hashable, Sendable, CaseIterable {
    /// Thin plain border: `┌─┐`, ASCII `+-+`.
    case normal
    /// Under the keyboard cursor: rounded border `╭─╮` in bold with the key label reversed
    /// and arrow markers beside it; ASCII `o-o`.
    case cursor
    /// Selected: heavy yellow border `┏━┓`; ASCII `#=#`.
    case selected
    /// Part of a found set: double green border `╔═╗`; ASCII `***`.
    case matched
    /// Part of a trio that is not a set: dashed red border `┏┅┓`; ASCII `x~x`.
    case mismatched
    /// Shown by a hint: dotted cyan border `┌┄┐`; ASCII `.:.`.
    case hinted
    /// Taken by the computer opponent (O1), for a moment before the cards fly to its pile:
    /// double sides, magenta `╓─╖`; ASCII `@-@` with `H` sides.
    case computer
    /// An empty place, such as an empty pile: only the corners `┌ ┐ └ ┘`, dim; ASCII `+ +`.
    case empty
    /// Kept from the last set under Set-Chain, one of which the next set must use: double
    /// top and bottom, blue `╒═╕`; ASCII `<=>`.
    case chained

    /// The border's glyphs.
    public func border(ascii: Bool) -> BorderGlyphs {
        let index = CardHighlight.allCases.firstIndex(of: self)!
        return ascii ? CardHighlight.asciiBorders[index] : CardHighlight.unicodeBorders[index]
    }

    /// Every highlight's border, in `allCases` order, made once (borders are drawn all frame long).
    private static let unicodeBorders = allCases.map { $0.makeBorder(ascii: false) }
    private static let asciiBorders = allCases.map { $0.makeBorder(ascii: true) }

    private func makeBorder(ascii: Bool) -> BorderGlyphs {
        switch self {
        case .normal: ascii ? BorderGlyphs("-", "|", "+", "+", "+", "+") : BorderGlyphs("─", "│", "┌", "┐", "└", "┘")
        case .cursor: ascii ? BorderGlyphs("-", "|", "o", "o", "o", "o") : BorderGlyphs("─", "│", "╭", "╮", "╰", "╯")
        case .selected: ascii ? BorderGlyphs("=", "#", "#", "#", "#", "#") : BorderGlyphs("━", "┃", "┏", "┓", "┗", "┛")
        case .matched: ascii ? BorderGlyphs("*", "H", "*", "*", "*", "*") : BorderGlyphs("═", "║", "╔", "╗", "╚", "╝")
        case .mismatched: ascii ? BorderGlyphs("~", "!", "x", "x", "x", "x") : BorderGlyphs("┅", "┇", "┏", "┓", "┗", "┛")
        case .hinted: ascii ? BorderGlyphs(".", ":", ".", ".", ".", ".") : BorderGlyphs("┄", "┆", "┌", "┐", "└", "┘")
        case .computer: ascii ? BorderGlyphs("-", "H", "@", "@", "@", "@") : BorderGlyphs("─", "║", "╓", "╖", "╙", "╜")
        case .empty: ascii ? BorderGlyphs(" ", " ", "+", "+", "+", "+") : BorderGlyphs(" ", " ", "┌", "┐", "└", "┘")
        case .chained: ascii ? BorderGlyphs("=", "|", "<", ">", "<", ">") : BorderGlyphs("═", "│", "╒", "╕", "╘", "╛")
        }
    }

    /// The border's style on a terminal with `mode`; monochrome uses attributes.
    public func style(_ mode: ColorMode) -> CellStyle {
        let color: (ansi8: TerminalColor, ansi256: UInt8)?
        let bold: Bool
        switch self {
        case .normal: (color, bold) = (nil, false)
        case .cursor: (color, bold) = (nil, true)
        case .selected: (color, bold) = ((.yellow, 220), true)
        case .matched: (color, bold) = ((.green, 46), true)
        case .mismatched: (color, bold) = ((.red, 196), true)
        case .hinted: (color, bold) = ((.cyan, 51), false)
        case .computer: (color, bold) = ((.magenta, 201), true)
        case .empty: return CellStyle(dim: true)
        case .chained: (color, bold) = ((.blue, 39), true)
        }
        guard let color, mode != .monochrome else { return CellStyle(bold: bold, dim: self == .hinted) }
        return CellStyle(foreground: mode == .ansi8 ? color.ansi8 : .indexed(color.ansi256), bold: bold)
    }
}
