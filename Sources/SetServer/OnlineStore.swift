import SetCore
import SetOnline
import SetTable

/// The server's records (N5–N7, N10): accounts with their names and settings, ratings per mode, and every
/// finished game as its seed and ordered log, so any game replays exactly.
///
/// Two implementations keep them: ``SQLiteStore`` in the data directory (one node, the
/// default) and ``PostgresStore`` (many nodes sharing one world). Both pass the same tests.
public protocol OnlineStore: Sendable {
    /// The name an account chose, or nil on its first visit.
    func name(of player: PlayerKey) async throws -> String?

    /// Records `name` for a new account; false when another account has it, or a name that
    /// looks like it (``NameRules/skeleton(_:)``: case, look-alike letters and width ignored).
    func register(_ player: PlayerKey, name: String, at now: Double) async throws -> Bool

    /// The settings `player` keeps (keyboard, theme, palette); nil when they chose none.
    /// A value no longer known (a theme since removed) reads as its default.
    func settings(of player: PlayerKey) async throws -> PlayerSettings?

    /// Keeps `settings` for `player`, replacing what was kept.
    func keep(_ settings: PlayerSettings, for player: PlayerKey) async throws

    /// `player`'s rating in `mode` (the initial one before any rated game).
    func rating(of player: PlayerKey, in mode: Variant) async throws -> Rating

    /// The ``Leaderboard/size`` best-rated players of `mode`, and `player`'s own standing.
    func leaderboard(in mode: Variant, for player: PlayerKey) async throws -> Leaderboard

    /// `player`'s last ``PlayedGame/listed`` finished games, newest first (games of a mode
    /// this build no longer knows are left out).
    func games(of player: PlayerKey) async throws -> [PlayedGame]

    /// Records `game`, finished at `now`, in one transaction, and with it the rating changes
    /// of its accounts when two or more took part (guests are unrated). Two games finishing
    /// at once for the same player, on any node, both count.
    @discardableResult
    func recordFinishedGame(_ game: GameRecord, at now: Double) async throws -> FinishedGame

    /// Whether a game of the race of `day` (``GameRecord/raceDay``) was recorded, by any node:
    /// that day's race is over and is not dealt again.
    func raceFinished(on day: Int) async throws -> Bool

    /// The seed, start and log of the recorded game `id`, as stored; nil when there is none
    /// or it cannot be read back (an unknown mode or a damaged line).
    func recordedGame(_ id: Int64) async throws -> RecordedGame?
}

extension OnlineStore {
    /// Records the finished game of `room` at `now` (``recordFinishedGame(_:at:)``).
    @discardableResult
    public func recordFinishedGame(of room: Room, at now: Double) async throws -> FinishedGame {
        try await recordFinishedGame(GameRecord(of: room), at: now)
    }
}
