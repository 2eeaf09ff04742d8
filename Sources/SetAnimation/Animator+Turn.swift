import SetCore

extension Animator {
    /// Turns `card` over where it lies (A2, G1): narrowing to a sliver and widening again
    /// with its other side up. Nothing happens when animation is off or the card is not on
    /// the table.
    public mutating func turn(_ card: CardID, faceUp: Bool, now: Double) {
        guard enabled, tracks[card] != nil else { return }
        tracks[card]?.flip = Flip(start: now, duration: 2 * timing.flip)
        tracks[card]?.turnsDown = !faceUp
    }
}
