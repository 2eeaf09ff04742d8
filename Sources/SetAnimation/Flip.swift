import SetRender

/// A card turning over in place: its width narrows to a sliver around its centre, the face
/// changes side at the narrowest moment, and the width grows back.
struct Flip: Hashable, Sendable {
    /// When the card starts turning, in seconds.
    var start: Double
    /// How long the turn takes, in seconds.
    var duration: Double

    /// How far the turn has got at `time`: 0…1.
    func fraction(at time: Double) -> Double {
        guard duration > 0 else { return time >= start ? 1 : 0 }
        return min(max((time - start) / duration, 0), 1)
    }

    /// Whether the face shows at `time`: from the narrowest moment on.
    func isFaceUp(at time: Double) -> Bool {
        fraction(at: time) >= 0.5
    }

    /// Whether the turn is over at `time`.
    func isFinished(at time: Double) -> Bool {
        time >= start + duration
    }

    /// `rect` as seen at `time`: as wide as `|1 - 2·fraction|` of it (at least one column),
    /// centred on the same column.
    func apply(to rect: Rect, at time: Double) -> Rect {
        let scale = abs(1 - 2 * fraction(at: time))
        let width = max(1, Int((Double(rect.width) * scale).rounded()))
        return Rect(x: rect.x + (rect.width - width) / 2, y: rect.y, width: width, height: rect.height)
    }
}
