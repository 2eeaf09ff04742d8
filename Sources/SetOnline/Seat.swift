/// A player's place at a room's table: kept while they are away, so a player who comes back
/// finds their score (N5).
public struct Seat: Hashable, Sendable {
    /// Who sits here.
    public let player: PlayerKey
    /// The name shown for them.
    public var name: String
    /// Matches taken this game.
    public internal(set) var sets = 0
    /// Trios chosen this game that did not match.
    public internal(set) var misses = 0
    /// Whether their session is connected now.
    public internal(set) var isConnected = true

    /// A set is worth a point, a miss costs one.
    public var points: Int { sets - misses }

    public init(player: PlayerKey, name: String) {
        self.player = player
        self.name = name
    }
}
