/// Real seconds, from ``from`` to ``until``, during which a game clock stands still while
/// cards fly in to the table.
struct LandingHold: Hashable, Sendable {
    /// When the cards began to fly in.
    var from: Double
    /// When the last of them lands.
    var until: Double

    /// How much of the hold has passed by `time`: none before it, all of it after.
    func heldSeconds(at time: Double) -> Double {
        min(max(time - from, 0), until - from)
    }
}
