import SetRender

/// What the animator knows about one card on the table: how it flies to its slot and,
/// when dealt from the deck pile, how it turns face up.
struct Track: Hashable, Sendable {
    /// Its way to its slot (a resting card's flight ended long ago).
    var flight: Flight
    /// Its turn from face down to face up, if it came from the deck pile, or a turn in
    /// place when chosen (a content dealt face down).
    var flip: Flip?
    /// Whether ``flip`` turns it face down rather than up.
    var turnsDown = false
    /// When it first lands on the table, face up; before that it cannot be chosen.
    var landsAt: Double

    /// A card flying `flight` (turning by `flip`), landing when the flight ends.
    init(flight: Flight, flip: Flip? = nil) {
        self.flight = flight
        self.flip = flip
        self.landsAt = flight.end
    }

    /// Whether it has landed by `time`: a card gliding to a new slot after landing has.
    func hasLanded(at time: Double) -> Bool {
        time >= landsAt
    }

    /// Whether it is drawn at `time`: not while it waits for its staggered start.
    func isVisible(at time: Double) -> Bool {
        time >= flight.start
    }

    /// Whether it flies or turns at `time`.
    func isMoving(at time: Double) -> Bool {
        !flight.isFinished(at: time) || !(flip?.isFinished(at: time) ?? true)
    }

    /// When it next changes on screen from `time` on: `time` while it flies or turns, the
    /// start of its flight or turn while it waits for one, nil once it is still for good.
    func nextChange(after time: Double) -> Double? {
        let turn = flip.flatMap { $0.isFinished(at: time) ? nil : max($0.start, time) }
        guard let flying = flight.nextChange(after: time) else { return turn }
        return min(flying, turn ?? flying)
    }

    /// Where it is drawn at `time`, narrowed while it turns.
    func rect(at time: Double) -> Rect {
        let rect = flight.rect(at: time)
        return flip?.apply(to: rect, at: time) ?? rect
    }

    /// Whether its face shows at `time`, as far as its turn goes (up once it is over).
    func isFaceUp(at time: Double) -> Bool {
        guard let flip else { return true }
        return flip.isFaceUp(at: time) != turnsDown
    }

    /// Whether it is turning face down at `time`.
    func isTurningDown(at time: Double) -> Bool {
        turnsDown && !(flip?.isFinished(at: time) ?? true)
    }
}
