import SetCore

/// Draws cards into a ``Grid`` (D1, D4): face up with symbols, or face down, at any size and
/// at any place — a card partly or wholly off the grid is clipped, never wrapped.
///
/// The inside of a card keeps the terminal's default background so it suits dark and light
/// terminals. The key label sits on the top border, after the top-left corner.
///
/// Two painters are equal when they paint alike, whatever their caches.
public struct CardPainter: Hashable, Sendable {
    /// The looks of the symbols.
    public var theme: Theme
    /// What colors the terminal shows.
    public var colorMode: ColorMode
    /// Whether only ASCII glyphs may be drawn (the locale is not UTF-8).
    public var ascii: Bool
    /// Where the cards and symbols painted are kept between frames: the drawing session's.
    public let cache: RenderCache

    /// A painter keeping its paintings in `cache`; by default classic, 256 colors, Unicode,
    /// with a cache of its own.
    public init(theme: Theme = .classic, colorMode: ColorMode = .ansi256, ascii: Bool = false, cache: RenderCache = RenderCache()) {
        self.theme = theme
        self.colorMode = colorMode
        self.ascii = ascii
        self.cache = cache
    }

    public static func == (left: CardPainter, right: CardPainter) -> Bool {
        left.theme == right.theme && left.colorMode == right.colorMode && left.ascii == right.ascii
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(theme)
        hasher.combine(colorMode)
        hasher.combine(ascii)
    }

    /// Draws `card` face up in `frame` with its key `label` (nil: none) and `highlight`;
    /// `cursor` marks the label (on any highlight) as under the keyboard cursor.
    /// A frame too narrow for the symbols (mid-flip) shows only the border.
    public func drawFace(
        _ card: SetCard, label: String?, highlight: CardHighlight = .normal, cursor: Bool = false,
        in frame: Rect, on grid: inout Grid
    ) {
        drawRemembered(.set(card), label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid) { grid, frame in
            paintFace(card, label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid)
        }
    }

    /// ``drawFace(_:label:highlight:cursor:in:on:)`` painted afresh.
    func paintFace(_ card: SetCard, label: String?, highlight: CardHighlight, cursor: Bool, in frame: Rect, on grid: inout Grid) {
        let look = theme.look(for: card, mode: colorMode, ascii: ascii)
        drawFrame(label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid)
        let interior = frame.inset(by: 1)
        if let placement = SymbolPlacement(count: look.count, theme: theme, interior: interior, ascii: ascii) {
            look.drawSymbols(placement, in: interior, on: &grid, cache: cache)
        }
        drawColorMark(look, in: frame, on: &grid)
    }

    /// Without color, the color's name centred on the bottom border (`└─ green ─┘`), or its
    /// letter in the corner when the name does not fit: the color reads from the text alone.
    private func drawColorMark(_ look: CardLook, in frame: Rect, on grid: inout Grid) {
        guard frame.height >= 2 else { return }
        if let name = look.colorName, name.count + 2 <= frame.width - 2 {
            grid.put(" \(name) ", x: frame.x + (frame.width - name.count - 2) / 2, y: frame.maxY - 1, style: look.style)
        } else if let letter = look.colorLetter, frame.width >= 6 {
            grid[frame.maxX - 3, frame.maxY - 1] = Cell(letter, style: look.style)
        }
    }

    /// Draws the back of a card in `frame`: a lattice of diamonds.
    public func drawBack(label: String? = nil, highlight: CardHighlight = .normal, in frame: Rect, on grid: inout Grid) {
        drawRemembered(.back, label: label, highlight: highlight, cursor: false, in: frame, on: &grid) { grid, frame in
            paintBack(label: label, highlight: highlight, in: frame, on: &grid)
        }
    }

    /// ``drawBack(label:highlight:in:on:)`` painted afresh.
    func paintBack(label: String?, highlight: CardHighlight, in frame: Rect, on grid: inout Grid) {
        drawFrame(label: label, highlight: highlight, cursor: false, in: frame, on: &grid)
        let interior = frame.inset(by: 1).intersection(grid.bounds)
        guard !interior.isEmpty else { return }
        let style = CardPainter.backStyle(colorMode)
        let (rising, falling) = ascii ? (Cell("/", style: style), Cell("\\", style: style)) : (Cell("╱", style: style), Cell("╲", style: style))
        for y in interior.y..<interior.maxY {
            for x in interior.x..<interior.maxX {
                grid[x, y] = (x - frame.x + y - frame.y) % 2 == 0 ? rising : falling
            }
        }
    }

    /// The style of the back pattern: blue, or dim without color.
    public static func backStyle(_ mode: ColorMode) -> CellStyle {
        switch mode {
        case .monochrome: CellStyle(dim: true)
        case .ansi8: CellStyle(foreground: .blue)
        case .ansi256: CellStyle(foreground: .indexed(25))
        }
    }

    /// Clears `frame`, draws its border and the key label.
    func drawFrame(label: String?, highlight: CardHighlight, cursor: Bool, in frame: Rect, on grid: inout Grid) {
        guard !frame.isEmpty else { return }
        grid.fill(frame, with: .blank)
        let border = highlight.border(ascii: ascii)
        let style = highlight.style(colorMode)
        if frame.width == 1 || frame.height == 1 {
            let glyph = frame.width == 1 ? border.vertical : border.horizontal
            grid.fill(frame, with: Cell(glyph, style: style))
            return
        }
        grid.drawBorder(of: frame, with: border, style: style)
        if let label { drawLabel(label, cursor: cursor || highlight == .cursor, style: style, in: frame, on: &grid) }
    }

    /// Writes the key label on the top border: ` q ` normally, `>q<` reversed under the cursor
    /// (whatever the border), cut to fit between the corners.
    private func drawLabel(_ label: String, cursor: Bool, style: CellStyle, in frame: Rect, on grid: inout Grid) {
        let room = frame.width - 2
        guard room >= label.count, !label.isEmpty else { return }
        var keyStyle = style
        keyStyle.bold = true
        keyStyle.dim = false
        keyStyle.reverse = cursor
        let padded = room >= label.count + 2
        let start = frame.x + 1
        if padded {
            let (open, close): (Character, Character) = cursor ? (">", "<") : (" ", " ")
            grid[start, frame.y] = Cell(open, style: keyStyle)
            grid[start + label.count + 1, frame.y] = Cell(close, style: keyStyle)
        }
        grid.put(label, x: padded ? start + 1 : start, y: frame.y, style: keyStyle)
    }
}
