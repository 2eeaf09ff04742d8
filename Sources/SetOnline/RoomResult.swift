/// One player's result in a finished room game.
public struct RoomResult: Hashable, Sendable {
    /// Who.
    public let player: PlayerKey
    /// The name shown.
    public let name: String
    /// Matches taken.
    public let sets: Int
    /// Trios chosen that did not match.
    public let misses: Int
    /// 1 for the best; players with equal points and sets share a place.
    public let place: Int

    /// What the result ranks by: a set is worth a point, a miss costs one.
    public var points: Int { sets - misses }

    public init(player: PlayerKey, name: String, sets: Int, misses: Int, place: Int) {
        self.player = player
        self.name = name
        self.sets = sets
        self.misses = misses
        self.place = place
    }
}
