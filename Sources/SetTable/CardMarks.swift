import SetRender

/// How a card is marked for one viewer (D4), on the local board and in every room alike.
public enum CardMarks {
    /// The mark of one card: a celebration lights it as chosen; a card off the table is
    /// leaving as a found match; then the viewer's `chosen` mark (``CardHighlight/selected``,
    /// or the full selection's verdict), a hint, and last the cursor, which shows only on a
    /// card with no other mark.
    @inlinable
    public static func highlight(onTable: Bool, flashing: Bool, chosen: CardHighlight?, hinted: Bool, underCursor: Bool) -> CardHighlight {
        if flashing { return .selected }
        guard onTable else { return .matched }
        if let chosen { return chosen }
        if hinted { return .hinted }
        return underCursor ? .cursor : .normal
    }
}
