import SetCore
import SetOnline

/// The best-rated players of one rated mode, and where one player stands among everyone
/// rated in it (N6). Only accounts with a rated game are ranked; guests never are.
public struct Leaderboard: Hashable, Sendable {
    /// One ranked player.
    public struct Entry: Hashable, Sendable {
        /// 1 for the best; players with equal ratings share a rank.
        public let rank: Int
        public let name: String
        /// The rating, rounded as the lobby shows it.
        public let rating: Int
        /// Rated games played in this mode.
        public let games: Int

        public init(rank: Int, name: String, rating: Int, games: Int) {
            self.rank = rank
            self.name = name
            self.rating = rating
            self.games = games
        }
    }

    public let mode: Variant
    /// The best, best first.
    public let top: [Entry]
    /// The viewer's own line, when they have a rated game in this mode.
    public let yours: Entry?
    /// How many players are ranked in this mode.
    public let ranked: Int

    public init(mode: Variant, top: [Entry], yours: Entry?, ranked: Int) {
        self.mode = mode
        self.top = top
        self.yours = yours
        self.ranked = ranked
    }

    /// How many players a leaderboard lists.
    public static let size = 10

    /// `rows` (name, rating, games), best first, ranked: a player's rank is one more than the
    /// number rated strictly higher.
    static func ranked(_ rows: [(name: String, value: Double, games: Int)]) -> [Entry] {
        var entries: [Entry] = []
        for (index, row) in rows.enumerated() {
            let tied = entries.last.flatMap { last in rows[index - 1].value == row.value ? last.rank : nil }
            entries.append(Entry(rank: tied ?? index + 1, name: row.name, rating: Int(row.value.rounded()), games: row.games))
        }
        return entries
    }
}
