import SetCore

extension Animator {
    /// Gives a found set a lively moment from `now` (A4): its cards flash and hop for
    /// ``AnimationTiming/celebration``. Cards that leave the table meanwhile wait for it to
    /// end before flying off. A card hops up into the gap above it, so the top row (with
    /// only the status line above) hops down, and a lone row does not hop: the effect stays
    /// on the board. Does nothing when disabled.
    public mutating func celebrate(_ cards: [CardID], now: Double) {
        start(.celebration, duration: timing.celebration, on: cards, now: now)
        let rows = tracks.values.map(\.flight.to.y)
        guard let top = rows.min(), let bottom = rows.max() else { return }
        for card in cards {
            guard let y = tracks[card]?.flight.to.y, effects[card] != nil else { continue }
            effects[card]?.hop = y > top ? -1 : y < bottom ? 1 : 0
        }
    }

    /// Shakes a trio that is not a set from `now`, left and right for
    /// ``AnimationTiming/shake``, ending at rest. Does nothing when disabled.
    public mutating func shake(_ cards: [CardID], now: Double) {
        start(.shake, duration: timing.shake, on: cards, now: now)
    }

    /// Puts an effect of `kind` on each of `cards`, replacing any it had.
    private mutating func start(_ kind: CardEffect.Kind, duration: Double, on cards: [CardID], now: Double) {
        guard enabled else { return }
        for card in cards {
            effects[card] = CardEffect(kind: kind, start: now, duration: duration)
        }
    }
}
