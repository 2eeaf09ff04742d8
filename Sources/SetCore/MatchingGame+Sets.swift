extension MatchingGame where Content == SetCard {
    /// Calls `body` with the table slots of every set on the table, in the order of
    /// ``matchesOnTable``, until it returns `false`; builds no arrays.
    @inlinable
    func forEachSetOnTable(_ body: (Int, Int, Int) -> Bool) {
        table.withUnsafeBufferPointer { table in
            _ = SetFinder.forEachSet(count: table.count, index: { table[$0].content.index }, body)
        }
    }
}
