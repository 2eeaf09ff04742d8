extension SymbolRaster {
    /// What a drawing depends on: the same key always gives the same glyphs.
    struct Key: Hashable {
        let shape: SymbolShape
        let boxes: [SymbolPlacement.Box]
        let width: Int
        let height: Int
        let shading: Shading
    }

    /// Entries kept before the cache starts over (a resize makes a new set of keys).
    private static let capacity = 2048

    /// ``glyphs(shading:)`` of the raster of `shape` in `boxes` on `cells`, as cells in
    /// the plain style, kept in `cache`. Every frame draws every card, and a card's drawing
    /// depends only on its key, so each is rasterized once; a board uses a few dozen keys.
    static func cells(
        shape: SymbolShape, boxes: [SymbolPlacement.Box], cells: (width: Int, height: Int), shading: Shading, cache: RenderCache
    ) -> [(column: Int, row: Int, cell: Cell)] {
        let key = Key(shape: shape, boxes: boxes, width: cells.width, height: cells.height, shading: shading)
        if let known = cache.symbols.withLock({ $0[key] }) { return known }
        let drawn = SymbolRaster(shape: shape, boxes: boxes, cells: cells, cache: cache).glyphs(shading: shading)
            .map { (column: $0.column, row: $0.row, cell: Cell($0.glyph)) }
        cache.symbols.withLock { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[key] = drawn
        }
        return drawn
    }
}
