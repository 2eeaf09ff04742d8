import SetRender

extension BoardGeometry {
    /// Where the computer's pile goes in a game against it (O1): beside the discard pile, in
    /// the room between it and the deck (above it in the piles' column, left of it in the
    /// piles' row), one cell apart from each, as large as that room allows up to the
    /// discard pile's size; nil when not even the smallest card fits, and the computer's
    /// cards then fly off the screen.
    public var computerPile: Rect? {
        guard let deck = deckPile, let discard = discardPile else { return nil }
        if deck.x == discard.x {
            let height = min(discard.height, discard.y - deck.maxY - 2)
            guard height >= shape.minimumHeight else { return nil }
            let width = min(discard.width, shape.width(forHeight: height))
            return Rect(x: discard.maxX - width, y: discard.y - 1 - height, width: width, height: height)
        }
        var width = min(discard.width, discard.x - deck.maxX - 2)
        var height = min(discard.height, shape.height(forWidth: width))
        while height >= shape.minimumHeight, shape.width(forHeight: height) > width { height -= 1 }
        guard height >= shape.minimumHeight else { return nil }
        width = shape.width(forHeight: height)
        return Rect(x: discard.x - 1 - width, y: discard.maxY - height, width: width, height: height)
    }
}
