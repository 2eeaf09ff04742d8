extension Grid {
    /// Draws the edges and corners of `box` with `glyphs` in `style`, clipped; the inside is
    /// left as it is. The corners are drawn last, so a box one cell tall or wide shows them.
    public mutating func drawBorder(of box: Rect, with glyphs: BorderGlyphs, style: CellStyle = .plain) {
        guard !box.isEmpty else { return }
        let (left, top, right, bottom) = (box.x, box.y, box.maxX - 1, box.maxY - 1)
        let horizontal = Cell(glyphs.horizontal, style: style)
        let vertical = Cell(glyphs.vertical, style: style)
        fill(Rect(x: left, y: top, width: box.width, height: 1), with: horizontal)
        fill(Rect(x: left, y: bottom, width: box.width, height: 1), with: horizontal)
        fill(Rect(x: left, y: top, width: 1, height: box.height), with: vertical)
        fill(Rect(x: right, y: top, width: 1, height: box.height), with: vertical)
        self[left, top] = Cell(glyphs.topLeft, style: style)
        self[right, top] = Cell(glyphs.topRight, style: style)
        self[left, bottom] = Cell(glyphs.bottomLeft, style: style)
        self[right, bottom] = Cell(glyphs.bottomRight, style: style)
    }
}
