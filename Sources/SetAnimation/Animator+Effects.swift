import SetCore

extension Animator {
    /// Gives a found set a lively moment from `now` (A4): its cards flash and hop for
    /// ``AnimationTiming/celebration``. Cards that leave the table meanwhile wait for it to
    /// end before flying off. Does nothing when disabled.
    public mutating func celebrate(_ cards: [CardID], now: Double) {
        start(.celebration, duration: timing.celebration, on: cards, now: now)
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
