import SetCore
import Logging
import SetOnline

/// What the host reads on stderr (swift-log, `serve --log-level`): a line when a connection
/// opens, is refused or closes (its address, who it proved to be, why it ended), when a
/// room opens or closes (its code, mode and access), and when a game finishes (its players,
/// their sets and rating changes, and whether the records took it). Values go in metadata,
/// so a line reads `… info set-game : address=… player=… reason=… [SetServer] connection closed`.
/// The same events move the host's figures (``ServerMetrics``, `serve --metrics`), here in
/// one place so a line and its figure cannot drift apart.
public struct HostLog: Sendable {
    /// The logger lines go to.
    public let logger: Logger
    /// The figures the same events move.
    public let metrics: ServerMetrics

    public init(logger: Logger, metrics: ServerMetrics = .none) {
        self.logger = logger
        self.metrics = metrics
    }

    /// A log that says nothing (tests that do not look at it).
    public static let silent = HostLog(logger: Logger(label: "set-game", factory: { _ in SwiftLogNoOpLogHandler() }))

    /// A TCP connection from `address` was admitted.
    func connectionOpened(address: String) {
        logger.info("connection opened", metadata: ["address": "\(address)"])
    }

    /// A TCP connection from `address` was turned away, and why (`kind`: the figure's label).
    func connectionRefused(address: String, reason: String, kind: String) {
        logger.notice("connection refused", metadata: ["address": "\(address)", "reason": "\(reason)"])
        metrics.loginRefused(kind)
    }

    /// A connection was closed before it was any use: `kind` says why (`pushed_out` for a
    /// newcomer while it had no session, `login_grace`: not logged in within the grace).
    func loginLapsed(kind: String) {
        metrics.loginRefused(kind)
    }

    /// The connection from `address`, open `seconds`, closed: who it was (a key's
    /// fingerprint or a guest's key; nil: it never logged in), why it ended, and its
    /// one-way delay as last estimated (``DelayProbe``; nil: never timed).
    func connectionClosed(address: String, player: PlayerIdentity?, seconds: Double, reason: String, delay: Double? = nil) {
        var metadata: Logger.Metadata = [
            "address": "\(address)", "seconds": "\(Int(seconds.rounded()))", "reason": "\(reason)",
            "player": "\(player?.key.rawValue ?? "none (never logged in)")",
        ]
        if let delay { metadata["delay_ms"] = "\((delay * 10_000).rounded() / 10)" }
        logger.info("connection closed", metadata: metadata)
    }

    /// A room opened.
    func roomOpened(code: String, mode: Variant, access: RoomAccess) {
        logger.info("room opened", metadata: ["room": "\(code)", "mode": "\(mode)", "access": "\(Self.describe(access))"])
        metrics.rooms.increment()
    }

    /// A room closed (its last player left).
    func roomClosed(code: String, mode: Variant) {
        logger.info("room closed", metadata: ["room": "\(code)", "mode": "\(mode)"])
        metrics.rooms.decrement()
    }

    /// The game of room `code` finished, and what the records made of it.
    func gameFinished(code: String, game: GameRecord, outcome: FinishedGameQueue.Outcome) {
        metrics.gameFinished(game.mode)
        var ratings: [PlayerKey: RatingChange] = [:]
        let record: String
        switch outcome {
        case .recorded(let finished):
            ratings = finished.ratings
            record = "#\(finished.id)"
        case .waiting: record = "waiting for the records"
        case .refused: record = "lost: the records refused it, or too many games wait"
        case .unsaved: record = "lost: the spool cannot be written"
        }
        let players = game.results.map { result in
            "\(result.name) \(result.sets)" + (ratings[result.player].map { " (\($0.text))" } ?? "")
        }
        logger.info(
            "game finished",
            metadata: [
                "room": "\(code)", "mode": "\(game.mode)", "seed": "\(game.seed)", "players": "\(players.joined(separator: ", "))",
                "rated": "\(ratings.isEmpty ? "no" : "yes")", "record": "\(record)",
            ])
    }

    /// The log's word for who can find a room.
    static func describe(_ access: RoomAccess) -> String {
        switch access {
        case .listed: "listed"
        case .unlisted: "private"
        case .daily(let day): "daily race, day \(day)"
        }
    }
}

extension ConnectionCounts.Refusal {
    /// The figure's label for the refusal: a fixed word, never a count or an address.
    var kind: String {
        switch self {
        case .perAddress: "per_address"
        case .sessionlessPerAddress: "sessionless_per_address"
        case .full: "server_full"
        }
    }
}
