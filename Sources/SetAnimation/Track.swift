import SetRender

/// What the animator knows about one card on the table: how it flies to its slot and,
/// when dealt from the deck pile, how it turns face up.
struct Track: Hashable, Sendable {
    /// Its way to its slot (a resting card's flight ended long ago).
    var flight: Flight
    /// Its turn from face down to face up, if it came from the deck pile.
    var flip: Flip?

    /// Whether it is drawn at `time`: not while it waits for its staggered start.
    func isVisible(at time: Double) -> Bool {
        time >= flight.start
    }

    /// Whether it flies or turns at `time`.
    func isMoving(at time: Double) -> Bool {
        !flight.isFinished(at: time) || !(flip?.isFinished(at: time) ?? true)
    }

    /// Where it is drawn at `time`, narrowed while it turns.
    func rect(at time: Double) -> Rect {
        let rect = flight.rect(at: time)
        return flip?.apply(to: rect, at: time) ?? rect
    }

    /// Whether its face shows at `time`.
    func isFaceUp(at time: Double) -> Bool {
        flip?.isFaceUp(at: time) ?? true
    }
}
