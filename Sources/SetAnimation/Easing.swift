/// How an animation's progress follows time: a pure curve from 0 to 1.
///
/// Every curve is monotonic with `f(0) == 0` and `f(1) == 1`; inputs outside 0…1 are
/// clamped first.
public enum Easing: Hashable, Sendable, CaseIterable {
    /// Constant speed.
    case linear
    /// Fast start, gentle landing (cubic): for cards arriving.
    case easeOut
    /// Gentle start, fast finish (cubic): for cards leaving.
    case easeIn
    /// Gentle at both ends (cubic): for cards gliding to a new place.
    case easeInOut

    /// The eased progress at `t` (0…1).
    public func callAsFunction(_ t: Double) -> Double {
        let t = min(max(t, 0), 1)
        switch self {
        case .linear:
            return t
        case .easeOut:
            let rest = 1 - t
            return 1 - rest * rest * rest
        case .easeIn:
            return t * t * t
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let rest = 2 - 2 * t
            return 1 - rest * rest * rest / 2
        }
    }
}
