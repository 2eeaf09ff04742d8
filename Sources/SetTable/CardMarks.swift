import SetRender

/// How a card is marked for one viewer (D4), on the local board and in every room alike.
public enum CardMarks {
    /// The mark of one card: a celebration lights it as chosen; a card off the table is
    /// leaving as a found match; then the viewer's `chosen` mark (``CardHighlight/selected``,
    /// or the full selection's verdict), a hint, the cursor, and last a card `chained` from
    /// the last set (Set-Chain).
    @inlinable
    public static func highlight(
        onTable: Bool, flashing: Bool, chosen: CardHighlight?, hinted: Bool, underCursor: Bool, chained: Bool = false
    ) -> CardHighlight {
        if flashing { return .selected }
        guard onTable else { return .matched }
        if let chosen { return chosen }
        if hinted { return .hinted }
        if underCursor { return .cursor }
        return chained ? .chained : .normal
    }
}
