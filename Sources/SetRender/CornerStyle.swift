/// How a drawn symbol's outline turns where it crosses a cell on a slant (D1): pointed
/// shapes (a diamond) draw slopes ╱╲, round ones (an oval) arcs ╭╮╰╯, square ones corners
/// ┌┐└┘, so the thin outline keeps the shape's character at any size.
enum CornerStyle: Hashable, Sendable {
    case pointed, round, square

    /// Where on a symbol's edge a cell lies, seen from inside the symbol: a corner, or the
    /// top or bottom tip of a shape one cell wide there.
    enum Corner: Hashable, Sendable {
        case topLeft, topRight, bottomLeft, bottomRight, top, bottom
    }

    /// The line glyph for a cell at `corner` of the symbol.
    func glyph(_ corner: Corner) -> Character {
        switch (self, corner) {
        case (.pointed, .topLeft), (.pointed, .bottomRight): "╱"
        case (.pointed, .topRight), (.pointed, .bottomLeft): "╲"
        case (.round, .topLeft): "╭"
        case (.round, .topRight): "╮"
        case (.round, .bottomLeft): "╰"
        case (.round, .bottomRight): "╯"
        case (.square, .topLeft): "┌"
        case (.square, .topRight): "┐"
        case (.square, .bottomLeft): "└"
        case (.square, .bottomRight): "┘"
        case (.pointed, .top): "△"
        case (.pointed, .bottom): "▽"
        case (.round, .top): "◠"
        case (.round, .bottom): "◡"
        case (.square, .top), (.square, .bottom): "─"
        }
    }
}
