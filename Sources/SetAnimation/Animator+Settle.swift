import SetCore
import SetRender

extension Animator {
    /// Tells the animator where every table card should rest now; call after every model
    /// change and every resize.
    ///
    /// `table` lists the table's cards in slot order and `frames` their resting frames in
    /// the same order. Against what it knew, by card identity:
    /// - a new card flies in, staggered after the others new in this call: from `deckPile`
    ///   face down, turning face up as it lands, or without a deck pile from a random point
    ///   outside `screen`;
    /// - a card no longer listed flies to its pile in `departingTo`, else to `discardPile`
    ///   (or off screen), and vanishes; a card still celebrating leaves when its celebration
    ///   ends, and cards new in this call arrive from then on;
    /// - a card whose frame changed glides there from where it is drawn now.
    ///
    /// Disabled, every card simply rests at its frame.
    public mutating func settle(
        table: [CardID], frames: [Rect], screen: Rect, deckPile: Rect?, discardPile: Rect?,
        departingTo otherPiles: [CardID: Rect] = [:], now: Double, using generator: inout SplitMix64
    ) {
        precondition(table.count == frames.count, "one frame per card")
        guard enabled else { return rest(table: table, frames: frames) }
        let listed = Set(table)
        var launch = now
        for card in order where !listed.contains(card) {
            guard let track = tracks.removeValue(forKey: card), track.isVisible(at: now) else { continue }
            let from = track.flight.rect(at: now)
            let start = effects[card].map { $0.kind == .celebration ? max(now, $0.end) : now } ?? now
            let to = otherPiles[card] ?? discardPile
                ?? .offscreen(width: from.width, height: from.height, outside: screen, using: &generator)
            departures.append(Departure(
                card: card,
                flight: Flight(from: from, to: to, start: start, duration: timing.departure, easing: .easeIn)
            ))
            launch = max(launch, start)
        }
        var arrivals = 0
        for (card, frame) in zip(table, frames) {
            if let track = tracks[card] {
                tracks[card] = retarget(track, to: frame, now: now)
            } else if let index = departures.firstIndex(where: { $0.card == card }) {
                let from = departures.remove(at: index).flight.rect(at: now)
                tracks[card] = Track(flight: Flight(
                    from: from, to: frame, start: now, duration: timing.glide, easing: .easeInOut
                ))
            } else {
                let start = launch + Double(arrivals) * timing.stagger
                tracks[card] = arrival(to: frame, start: start, screen: screen, deckPile: deckPile, using: &generator)
                arrivals += 1
            }
        }
        order = table
    }

    /// Starts a game (A1): forgets everything, leaves the board empty for a moment, then
    /// deals `table` into `frames` one card after another, from `deckPile` face down or
    /// from random points outside `screen`.
    ///
    /// Disabled, every card simply rests at its frame.
    public mutating func deal(
        table: [CardID], frames: [Rect], screen: Rect, deckPile: Rect?, now: Double,
        using generator: inout SplitMix64
    ) {
        precondition(table.count == frames.count, "one frame per card")
        guard enabled else { return rest(table: table, frames: frames) }
        let launch = now + timing.dealPause
        (tracks, departures, effects) = ([:], [], [:])
        for (index, (card, frame)) in zip(table, frames).enumerated() {
            let start = launch + Double(index) * timing.stagger
            tracks[card] = arrival(to: frame, start: start, screen: screen, deckPile: deckPile, using: &generator)
        }
        order = table
    }

    /// Every card of `table` at rest at its frame, nothing else.
    private mutating func rest(table: [CardID], frames: [Rect]) {
        order = table
        tracks = Dictionary(uniqueKeysWithValues: zip(table, frames.map { Track(flight: .resting(at: $0)) }))
        departures = []
        effects = [:]
    }

    /// `track` heading for `frame`: unchanged when it already does, a new `to` when it has
    /// not started, else a glide from where its flight is now.
    private func retarget(_ track: Track, to frame: Rect, now: Double) -> Track {
        var track = track
        guard track.flight.to != frame else { return track }
        if now < track.flight.start {
            track.flight.to = frame
        } else {
            let easing: Easing = track.flight.isFinished(at: now) ? .easeInOut : .easeOut
            track.flight = Flight(
                from: track.flight.rect(at: now), to: frame, start: now, duration: timing.glide, easing: easing
            )
            if !track.hasLanded(at: now) { track.landsAt = track.flight.end }
        }
        return track
    }

    /// A card flying in to `frame` from `start`: from the deck pile, turning face up over the
    /// last part of the way, or from off screen.
    private func arrival(
        to frame: Rect, start: Double, screen: Rect, deckPile: Rect?, using generator: inout SplitMix64
    ) -> Track {
        let from = deckPile
            ?? .offscreen(width: frame.width, height: frame.height, outside: screen, using: &generator)
        let flight = Flight(from: from, to: frame, start: start, duration: timing.arrival, easing: .easeOut)
        let flip = deckPile.map { _ in Flip(start: flight.end - timing.flip, duration: timing.flip) }
        return Track(flight: flight, flip: flip)
    }
}
