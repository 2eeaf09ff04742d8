import Glibc

/// A player's standing in one mode before a rated game: rating and rated games played.
public struct Rating: Hashable, Sendable {
    /// The rating; every player starts at ``initial``.
    public var value: Double
    /// How many rated games of this mode they have finished.
    public var games: Int

    /// Where every rating starts.
    public static let initial = Rating(value: 1200, games: 0)

    public init(value: Double, games: Int) {
        self.value = value
        self.games = games
    }

    /// How far a game can move this rating: 256 for a newcomer, shrinking with games
    /// played to no less than 64.
    public var stake: Double {
        max(256 / (1 + Double(max(games, 0)) / 20), 64)
    }

    /// The ratings after a multiplayer game (N6), setwithfriends' extension of Elo to many
    /// players: each player's expected share is 10^(r/800) over the sum of everyone's, the
    /// achieved share is their sets over all sets taken, and the change is ``stake`` times
    /// (achieved − expected). `players` pairs each player's rating before the game with the
    /// sets they took. With fewer than two players, or no set taken, nothing changes (a
    /// share of nothing means nothing); each player's game count rises by one otherwise.
    public static func afterGame(_ players: [(rating: Rating, sets: Int)]) -> [Rating] {
        let totalSets = players.reduce(0) { $0 + max($1.sets, 0) }
        guard players.count >= 2, totalSets > 0 else { return players.map(\.rating) }
        // Relative to the highest rating, so 10^(r/800) cannot overflow for any finite r.
        let top = players.map(\.rating.value).max() ?? 0
        let strengths = players.map { pow(10, ($0.rating.value - top) / 800) }
        let total = strengths.reduce(0, +)
        return zip(players, strengths).map { player, strength in
            let expected = strength / total
            let achieved = Double(max(player.sets, 0)) / Double(totalSets)
            return Rating(value: player.rating.value + player.rating.stake * (achieved - expected), games: player.rating.games + 1)
        }
    }
}
