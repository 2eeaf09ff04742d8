import SetCore
import SetRender

/// Turns model changes into card movement (A1–A4): it remembers where every card is drawn,
/// diffs each new table against that by card identity, and answers what to draw at any
/// time as a pure function of that time.
///
/// Call ``settle(table:frames:screen:deckPile:discardPile:now:using:)`` after every model
/// change and resize, ``sprites(at:)`` to draw, ``nextFrame(after:)`` to know when to draw
/// again (nil: sleep), and ``prune(at:)`` once per frame.
public struct Animator: Sendable {
    /// Whether cards move at all; when false every card lands at once and nothing is
    /// animated. Turning it off puts every card at rest immediately.
    public var enabled: Bool {
        didSet { if !enabled { snapToRest() } }
    }

    /// How fast animations run, 0.25…4 (clamped); every duration is divided by it.
    public var speed: Double {
        didSet {
            speed = Animator.clamp(speed)
            timing = AnimationTiming(speed: speed)
        }
    }

    /// The durations at the current speed.
    public private(set) var timing: AnimationTiming

    /// The table's cards in slot order.
    var order: [CardID] = []
    /// How each table card moves.
    var tracks: [CardID: Track] = [:]
    /// Cards that left the table and are still flying away, oldest first.
    var departures: [Departure] = []
    /// Flashes, hops and shakes by card.
    var effects: [CardID: CardEffect] = [:]

    /// An animator with an empty table; by default enabled at speed 1.
    public init(enabled: Bool = true, speed: Double = 1) {
        self.enabled = enabled
        self.speed = Animator.clamp(speed)
        self.timing = AnimationTiming(speed: Animator.clamp(speed))
    }

    /// Every card to draw at `time`, in drawing order: resting cards, then moving ones,
    /// then departing ones, each group in slot or departure order. Cards waiting for their
    /// staggered start are not drawn.
    public func sprites(at time: Double) -> [Sprite] {
        var resting: [Sprite] = [], moving: [Sprite] = []
        resting.reserveCapacity(order.count + departures.count)
        for card in order {
            guard let track = tracks[card], track.isVisible(at: time) else { continue }
            let effect = effects.isEmpty ? nil : effects[card].flatMap { $0.isActive(at: time) ? $0 : nil }
            let isMoving = track.isMoving(at: time) || effect != nil
            let sprite = Sprite(
                card: card, rect: place(track.rect(at: time), effect: effect, at: time),
                faceUp: track.isFaceUp(at: time), isMoving: isMoving, isDeparting: false,
                isTurningDown: track.isTurningDown(at: time)
            )
            if isMoving { moving.append(sprite) } else { resting.append(sprite) }
        }
        var drawn = resting
        drawn.append(contentsOf: moving)
        for departure in departures where !departure.flight.isFinished(at: time) {
            let effect = effects.isEmpty ? nil : effects[departure.card].flatMap { $0.isActive(at: time) ? $0 : nil }
            drawn.append(Sprite(
                card: departure.card, rect: place(departure.flight.rect(at: time), effect: effect, at: time),
                faceUp: true, isMoving: true, isDeparting: true
            ))
        }
        return drawn
    }

    /// Whether `card` has landed on the table by `time` (only then may it be chosen): false
    /// while it waits to be dealt or flies in, true once it rests or glides between slots.
    public func hasLanded(_ card: CardID, at time: Double) -> Bool {
        tracks[card]?.hasLanded(at: time) ?? false
    }

    /// When the last table card still on its way in lands, if any has not landed by `time`.
    public func lastLanding(after time: Double) -> Double? {
        let landing = tracks.values.reduce(-Double.infinity) { $1.landsAt > time ? max($0, $1.landsAt) : $0 }
        return landing.isFinite ? landing : nil
    }

    /// How many table cards are still in the deck at `time`: dealt, but waiting for their
    /// staggered start, so the deck pile counts down as each one flies out.
    public func cardsWaiting(at time: Double) -> Int {
        tracks.values.reduce(0) { $0 + ($1.isVisible(at: time) ? 0 : 1) }
    }

    /// Whether `card` is highlighted at `time` by a celebration (it alternates on and off).
    public func flash(for card: CardID, at time: Double) -> Bool {
        effects[card]?.flashes(at: time) ?? false
    }

    /// The time between two frames while anything moves: a 60th of a second.
    public static let frameInterval = 1.0 / 60

    /// When the next frame should be drawn: `time` + ``frameInterval`` while anything moves
    /// or has an effect; while everything waits (the pause before a deal, a staggered start),
    /// the moment the first of them starts, for nothing on screen changes before it; nil
    /// when all is still.
    public func nextFrame(after time: Double) -> Double? {
        guard enabled else { return nil }
        var first = Double.infinity
        for track in tracks.values { first = min(first, track.nextChange(after: time) ?? .infinity) }
        for departure in departures { first = min(first, departure.flight.nextChange(after: time) ?? .infinity) }
        for effect in effects.values { first = min(first, effect.nextChange(after: time) ?? .infinity) }
        guard first.isFinite else { return nil }
        return first > time ? first : time + Self.frameInterval
    }

    /// Forgets what has finished by `time`: landed departures, ended turns and effects.
    public mutating func prune(at time: Double) {
        departures.removeAll { $0.flight.isFinished(at: time) }
        effects = effects.filter { time < $0.value.end }
        for (card, track) in tracks {
            if let flip = track.flip, flip.isFinished(at: time) {
                tracks[card]?.flip = nil
                tracks[card]?.turnsDown = false
            }
        }
    }

    /// `rect` moved by `effect` at `time`.
    private func place(_ rect: Rect, effect: CardEffect?, at time: Double) -> Rect {
        guard let effect else { return rect }
        let (dx, dy) = effect.offset(at: time)
        return rect.offsetBy(dx: dx, dy: dy)
    }

    /// Puts every table card at its slot and forgets departures and effects.
    mutating func snapToRest() {
        tracks = tracks.mapValues { Track(flight: .resting(at: $0.flight.to)) }
        departures = []
        effects = [:]
    }

    /// `speed` within 0.25…4.
    private static func clamp(_ speed: Double) -> Double {
        min(max(speed, 0.25), 4)
    }
}
