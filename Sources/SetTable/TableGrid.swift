import SetRender

/// The table as one viewer sees it: the cards' grid on their screen, each card's key label
/// on their keyboard, the card a key chooses, and where the arrows take the cursor. The local
/// board and every room ask it the same questions.
public struct TableGrid {
    /// The card grid on the viewer's screen.
    public let layout: BoardLayout
    /// Where each card lies on that grid.
    public let places: TablePlaces

    public init(layout: BoardLayout, places: TablePlaces) {
        self.layout = layout
        self.places = places
    }

    /// The key label of `slot`: the key of its place on `keyboard`, empty when the grid
    /// is too large to label; nil for a slot beyond the table.
    public func label(ofSlot slot: Int, on keyboard: KeyboardLayout) -> String? {
        guard let place = places.place(of: slot) else { return nil }
        guard place < layout.rows * layout.columns else { return "" }
        let key = keyboard.key(row: place / layout.columns, column: place % layout.columns, rows: layout.rows, columns: layout.columns)
        return key.map { String($0) } ?? ""
    }

    /// Every slot's label on `keyboard`, in slot order (see ``label(ofSlot:on:)``).
    public func labels(on keyboard: KeyboardLayout) -> [String] {
        places.placeOfSlot.indices.map { label(ofSlot: $0, on: keyboard) ?? "" }
    }

    /// The slot of the card whose key on `keyboard` is `character`, if a card lies at that
    /// key's place.
    public func slot(forKey character: Character, on keyboard: KeyboardLayout) -> Int? {
        keyboard.slot(for: character, rows: layout.rows, columns: layout.columns).flatMap(places.slot(at:))
    }

    /// Where the cursor goes from `cursor` moved `rows` down and `columns` right (negative:
    /// up, left): nil (hidden) shows it on slot 0; over the gaps of a table that keeps
    /// them, to the next card that way; below the last row's end, to the last card; at the
    /// edge, nowhere. An empty table has no cursor.
    public func cursor(from cursor: Int?, rows deltaRows: Int, columns deltaColumns: Int) -> Int? {
        guard !places.cards.isEmpty else { return nil }
        guard let cursor else { return 0 }
        guard let place = places.place(of: cursor) else { return cursor }
        var (row, column) = layout.position(of: place)
        while true {
            let targetRow = min(max(row + deltaRows, 0), layout.rows - 1)
            let targetColumn = min(max(column + deltaColumns, 0), layout.columns - 1)
            if (targetRow, targetColumn) == (row, column) { return cursor }
            (row, column) = (targetRow, targetColumn)
            guard let target = layout.slot(row: row, column: column) else { return places.nearestSlot(to: places.count - 1) }
            if let slot = places.slot(at: target) { return slot }
        }
    }
}
