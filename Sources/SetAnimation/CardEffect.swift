/// A short effect on one card, drawn on top of where it rests or flies.
struct CardEffect: Hashable, Sendable {
    /// What the effect does.
    enum Kind: Hashable, Sendable {
        /// A found set: the card flashes and hops a row twice (see ``CardEffect/hop``).
        case celebration
        /// Not a set: the card shakes left and right, settling back.
        case shake
    }

    /// What the effect does.
    var kind: Kind
    /// When it starts, in seconds.
    var start: Double
    /// How long it lasts, in seconds.
    var duration: Double
    /// Rows a celebration hops: up (−1), down (1) where up would leave the board, or 0.
    var hop = -1

    /// Columns to the right of rest, per eighth of a shake.
    private static let shakeSteps = [1, 2, 0, -2, -1, 1, -1, 0]

    /// When it ends.
    var end: Double { start + duration }

    /// Whether the effect shows at `time`.
    func isActive(at time: Double) -> Bool {
        time >= start && time < end
    }

    /// When the effect next changes the card from `time` on: `time` while it shows, the
    /// start while it waits, nil once it is over.
    func nextChange(after time: Double) -> Double? {
        time < end ? max(start, time) : nil
    }

    /// How far the card is moved at `time`: columns right and rows down.
    func offset(at time: Double) -> (dx: Int, dy: Int) {
        guard let phase = phase(at: time) else { return (0, 0) }
        switch kind {
        case .celebration: return (0, phase % 4 == 1 || phase % 4 == 2 ? hop : 0)
        case .shake: return (CardEffect.shakeSteps[phase], 0)
        }
    }

    /// Whether the card is highlighted at `time`: every other eighth of a celebration.
    func flashes(at time: Double) -> Bool {
        guard kind == .celebration, let phase = phase(at: time) else { return false }
        return phase % 2 == 0
    }

    /// Which eighth of the effect `time` falls in, or nil when it is not active.
    private func phase(at time: Double) -> Int? {
        guard isActive(at: time), duration > 0 else { return nil }
        return min(Int((time - start) / duration * 8), 7)
    }
}
