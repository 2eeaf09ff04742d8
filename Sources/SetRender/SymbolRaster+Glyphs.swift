/// The Unicode glyphs of a drawn symbol, cell by cell (D1). Each shading has a look of its
/// own at every size: solid fills the quarters the symbol covers with block glyphs (which
/// terminals draw edge to edge); outlined draws a thin line along the edge (╱╲ ╭╮╰╯ ┌┐└┘ by the shape's
/// ``CornerStyle``, │ ─ between, △▽ ◠◡ at tips) and leaves the inside empty; striped shades
/// with ▒ every cell wholly inside and every half cell along a side, at a tip or on a
/// pointed shape, and draws the other corners as outlined does (so a round corner stays
/// round).
extension SymbolRaster {
    /// Where a cell lies on a symbol: inside, on a side, or at a corner.
    enum Edge: Hashable {
        case inside, vertical, horizontal, rising, falling
        case corner(CornerStyle.Corner)
    }

    /// Where cell (`column`, `row`), whose quarters `covered` are inside, lies: found from
    /// which quarters are covered and which neighbouring cells show the symbol.
    func edge(_ column: Int, _ row: Int, covered: Int) -> Edge {
        let shows = { (dx: Int, dy: Int) in mask(column + dx, row + dy, isInside) != 0 }
        let (left, right, above, below) = (shows(-1, 0), shows(1, 0), shows(0, -1), shows(0, 1))
        switch covered {
        case 15:
            if left && right && above && below { return .inside }
            // One whole cell between two lower (higher) partial ones: the shape's tip.
            let (besideLeft, besideRight) = (mask(column - 1, row, isInside), mask(column + 1, row, isInside))
            if !above && left && right && besideLeft & 3 == 0 && besideRight & 3 == 0 { return .corner(.top) }
            if !below && left && right && besideLeft & 12 == 0 && besideRight & 12 == 0 { return .corner(.bottom) }
            if !above && !left { return .corner(.topLeft) }
            if !above && !right { return .corner(.topRight) }
            if !below && !left { return .corner(.bottomLeft) }
            if !below && !right { return .corner(.bottomRight) }
            return !left || !right ? .vertical : .horizontal
        case 12 where left && right && mask(column - 1, row, isInside) & 3 != 0 && mask(column + 1, row, isInside) & 3 != 0:
            return .corner(.bottom)  // a notch between two taller neighbours (a heart's lobes)
        case 12: return !left && !right ? .corner(.top) : !left ? .corner(.topLeft) : !right ? .corner(.topRight) : .horizontal
        case 3: return !left && !right ? .corner(.bottom) : !left ? .corner(.bottomLeft) : !right ? .corner(.bottomRight) : .horizontal
        case 10: return !above && below ? .corner(.topLeft) : above && !below ? .corner(.bottomLeft) : .vertical
        case 5: return !above && below ? .corner(.topRight) : above && !below ? .corner(.bottomRight) : .vertical
        case 14, 8: return .corner(.topLeft)
        case 13, 4: return .corner(.topRight)
        case 11, 2: return .corner(.bottomLeft)
        case 7, 1: return .corner(.bottomRight)
        case 6: return .rising
        default: return .falling
        }
    }

    /// The thin line along `edge` in `style`; nil inside.
    static func line(_ edge: Edge, style: CornerStyle) -> Character? {
        switch edge {
        case .inside: nil
        case .vertical: "│"
        case .horizontal: "─"
        case .rising: "╱"
        case .falling: "╲"
        case .corner(let corner): style.glyph(corner)
        }
    }

    /// The glyph of cell (`column`, `row`) for `shading`, or nil where it shows nothing.
    func unicodeGlyph(_ column: Int, _ row: Int, shading: Shading) -> Character? {
        let covered = mask(column, row, isInside)
        guard covered != 0 else { return nil }
        let style = shape.corners(upper: 2 * (2 * row + 1) < doubledMiddle)
        switch shading {
        case .solid:
            return QuadrantGlyph.block(covered)
        case .striped:
            let edge = edge(column, row, covered: covered)
            let half = [3, 12, 5, 10].contains(covered)
            let shaded = covered == 15 || [.horizontal, .vertical, .corner(.top), .corner(.bottom)].contains(edge) || (half && style == .pointed)
            return shaded ? "▒" : Self.line(edge, style: style)
        case .outlined:
            return Self.line(edge(column, row, covered: covered), style: style)
        }
    }
}
