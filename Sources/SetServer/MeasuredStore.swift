import NIOCore
import SetCore
import SetOnline
import SetTable

/// The records with their writes timed for the host's figures (``ServerMetrics``): every
/// call goes to `store`; registering a name, keeping settings and recording a finished game
/// are timed, read or failed alike.
struct MeasuredStore: OnlineStore {
    let store: any OnlineStore
    let metrics: ServerMetrics

    func name(of player: PlayerKey) async throws -> String? {
        try await store.name(of: player)
    }

    func register(_ player: PlayerKey, name: String, at now: Double) async throws -> Bool {
        try await timed("register") { try await store.register(player, name: name, at: now) }
    }

    func settings(of player: PlayerKey) async throws -> PlayerSettings? {
        try await store.settings(of: player)
    }

    func keep(_ settings: PlayerSettings, for player: PlayerKey) async throws {
        try await timed("keep_settings") { try await store.keep(settings, for: player) }
    }

    func rating(of player: PlayerKey, in mode: Variant) async throws -> Rating {
        try await store.rating(of: player, in: mode)
    }

    func leaderboard(in mode: Variant, for player: PlayerKey) async throws -> Leaderboard {
        try await store.leaderboard(in: mode, for: player)
    }

    func games(of player: PlayerKey) async throws -> [PlayedGame] {
        try await store.games(of: player)
    }

    func recordFinishedGame(_ game: GameRecord, at now: Double) async throws -> FinishedGame {
        try await timed("record_game") { try await store.recordFinishedGame(game, at: now) }
    }

    func raceFinished(on day: Int) async throws -> Bool {
        try await store.raceFinished(on: day)
    }

    func recordedGame(_ id: Int64) async throws -> RecordedGame? {
        try await store.recordedGame(id)
    }

    private func timed<T>(_ operation: String, _ work: () async throws -> T) async throws -> T {
        let start = NIODeadline.now()
        defer { metrics.storeWrite(operation, nanoseconds: (NIODeadline.now() - start).nanoseconds) }
        return try await work()
    }
}
