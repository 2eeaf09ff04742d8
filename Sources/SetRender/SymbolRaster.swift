/// Draws symbols in ASCII from their ``SymbolShape`` in pixels of a quarter cell and turns
/// the pixels into characters (D1): the edge becomes `/ \ | _ -` and the inside is filled
/// with the shading's character. (In Unicode ``SymbolPicture`` draws them cell by cell.)
struct SymbolRaster {
    /// Pixels across and down (twice the cells).
    let width: Int
    let height: Int
    /// What is drawn.
    let shape: SymbolShape
    /// Whether each pixel is inside a symbol, row-major.
    private var inside: [Bool]

    /// Rasterizes `shape` into each of `boxes` (in pixels) on an interior of `cells`, with
    /// the coverages `cache` keeps.
    init(shape: SymbolShape, boxes: [SymbolPlacement.Box], cells: (width: Int, height: Int), cache: RenderCache) {
        width = 2 * cells.width
        height = 2 * cells.height
        self.shape = shape
        inside = Array(repeating: false, count: width * height)
        for box in boxes {
            let coverage = Self.coverage(of: shape, width: box.width, height: box.height, cache: cache)
            for py in max(0, box.y)..<min(height, box.y + box.height) {
                for px in max(0, box.x)..<min(width, box.x + box.width) where coverage[(py - box.y) * box.width + px - box.x] {
                    inside[py * width + px] = true
                }
            }
        }
    }

    /// Which pixels of a box `width` × `height` pixels `shape` covers, row-major: those with
    /// at least half of 3 × 3 samples inside it. It depends on nothing else, so the symbols
    /// of a card, and the cards of a shape, share it: `cache` keeps it.
    static func coverage(of shape: SymbolShape, width: Int, height: Int, cache: RenderCache) -> [Bool] {
        let key = CoverageKey(shape: shape, width: width, height: height)
        if let known = cache.coverages.withLock({ $0[key] }) { return known }
        var covered = Array(repeating: false, count: max(0, width) * max(0, height))
        let samples = 3
        // Physical units: a pixel is half a unit wide and one unit tall.
        let (boxWidth, boxHeight) = (Double(width) / 2, Double(height))
        for py in 0..<max(0, height) {
            for px in 0..<max(0, width) {
                var hits = 0
                for sy in 0..<samples {
                    for sx in 0..<samples {
                        let x = (Double(px) + (Double(sx) + 0.5) / Double(samples)) / 2
                        let y = Double(py) + (Double(sy) + 0.5) / Double(samples)
                        if shape.contains(x: x, y: y, width: boxWidth, height: boxHeight) { hits += 1 }
                    }
                }
                if 2 * hits >= samples * samples { covered[py * width + px] = true }
            }
        }
        cache.coverages.withLock { entries in
            if entries.count >= 512 { entries.removeAll(keepingCapacity: true) }  // a resize makes new sizes
            entries[key] = covered
        }
        return covered
    }

    /// What a box's coverage depends on.
    struct CoverageKey: Hashable {
        let shape: SymbolShape
        let width: Int
        let height: Int
    }

    /// Whether pixel (`x`, `y`) is inside a symbol; false off the raster.
    func isInside(_ x: Int, _ y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height && inside[y * width + x]
    }

    /// The quarters of cell (`column`, `row`) that `lit` lights, as a ``QuadrantGlyph`` mask.
    func mask(_ column: Int, _ row: Int, _ lit: (Int, Int) -> Bool) -> Int {
        let (x, y) = (2 * column, 2 * row)
        return (lit(x, y) ? 1 : 0) | (lit(x + 1, y) ? 2 : 0) | (lit(x, y + 1) ? 4 : 0) | (lit(x + 1, y + 1) ? 8 : 0)
    }

    /// The character of each cell of the interior that shows part of a symbol, by cell position.
    func glyphs(shading: Shading) -> [(column: Int, row: Int, glyph: Character)] {
        var result: [(column: Int, row: Int, glyph: Character)] = []
        for row in 0..<(height / 2) {
            for column in 0..<(width / 2) {
                if let glyph = asciiGlyph(column, row, shading: shading) { result.append((column, row, glyph)) }
            }
        }
        return result
    }

    /// A cell wholly inside whose four neighbours all show the symbol is filled with the
    /// shading's character; any other cell the symbol touches is an edge, drawn by which
    /// neighbours are empty and which way the outline slopes there.
    private func asciiGlyph(_ column: Int, _ row: Int, shading: Shading) -> Character? {
        let covered = mask(column, row, isInside)
        guard covered != 0 else { return nil }
        let shows = { (dx: Int, dy: Int) in mask(column + dx, row + dy, isInside) != 0 }
        let (left, right, above, below) = (!shows(-1, 0), !shows(1, 0), !shows(0, -1), !shows(0, 1))
        if covered == 15, !left, !right, !above, !below {
            let fill = shading.asciiFill
            return fill == " " ? nil : fill
        }
        switch (left, right) {
        case (true, true): return above ? "^" : below ? "v" : "|"
        case (true, false):
            if above { return shows(1, -1) ? "/" : covered & 4 != 0 && covered & 8 != 0 && covered & 1 != 0 ? "|" : covered & 4 != 0 ? "." : "/" }
            if below { return shows(1, 1) ? "\\" : covered & 1 != 0 && covered & 2 != 0 && covered & 4 != 0 ? "|" : covered & 1 != 0 ? "'" : "\\" }
            return shows(-1, 1) ? "/" : shows(-1, -1) ? "\\" : "|"
        case (false, true):
            if above { return shows(-1, -1) ? "\\" : covered & 8 != 0 && covered & 4 != 0 && covered & 2 != 0 ? "|" : covered & 8 != 0 ? "." : "\\" }
            if below { return shows(-1, 1) ? "/" : covered & 2 != 0 && covered & 1 != 0 && covered & 8 != 0 ? "|" : covered & 2 != 0 ? "'" : "/" }
            return shows(1, 1) ? "\\" : shows(1, -1) ? "/" : "|"
        case (false, false):
            if above { return covered & 3 == 0 ? "_" : "-" }
            if below { return covered & 12 == 0 ? "-" : "_" }
            return QuadrantGlyph.asciiEdge(covered)
        }
    }
}
