import FoundationEssentials
import SetCore
import SetOnline
import SetStore

/// The finished games waiting for the records, on disk beside the host key
/// (`waiting-games.json`), so a game players were told is kept survives a stop, a crash or a
/// power cut: each change replaces the file atomically (written beside it, flushed, renamed,
/// the directory flushed) before it is acknowledged. At start-up what is in it is written to
/// the records first (``FinishedGameQueue/replaySpool()``).
struct FinishedGameSpool: Sendable {
    /// The file.
    let file: URL

    /// The spool in `directory`.
    init(directory: URL) {
        file = directory.appendingPathComponent("waiting-games.json")
    }

    /// A game as the file keeps it: plain fields, the log lines as the stores' columns.
    struct Line: Codable, Equatable {
        struct Entry: Codable, Equatable {
            let kind: String
            let player: String?
            let cards: String?
            let at: Double
        }
        struct Result: Codable, Equatable {
            let player: String
            let name: String
            let sets: Int
            let misses: Int
            let place: Int
        }
        let mode: String
        /// A UInt64 as text: JSON numbers lose its low digits.
        let seed: String
        let startedAt: Double
        let endedAt: Double
        let log: [Entry]
        let results: [Result]
        /// Whether the game was begun alone (absent in spools written before practice games).
        var practice: Bool?
        /// The day whose race it was (absent for other games, and in spools written before).
        var race: Int?
    }

    /// What the file holds: a version, then the games in the order they ended.
    struct Contents: Codable {
        var version = 1
        var games: [Line]
    }

    /// Why the spool cannot be read; the server does not start over it.
    struct Damaged: Error, CustomStringConvertible {
        let file: URL
        let reason: String
        var description: String {
            "the games waiting for the records in \(file.path) cannot be read (\(reason)); "
                + "move the file away to start without them"
        }
    }

    /// The games waiting, oldest first, with when each ended; none when there is no file.
    /// - Throws: ``Damaged`` when the file is there but is not a spool this server wrote.
    func load() throws -> [(game: GameRecord, endedAt: Double)] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw Damaged(file: file, reason: "not JSON of waiting games")
        }
        guard contents.version == 1 else { throw Damaged(file: file, reason: "version \(contents.version), not 1") }
        return try contents.games.enumerated().map { index, line in
            guard let game = Self.game(line) else { throw Damaged(file: file, reason: "game \(index + 1) is damaged") }
            return (game, line.endedAt)
        }
    }

    /// Replaces the file with `games` (oldest first); removes it when there are none.
    func save(_ games: [(game: GameRecord, endedAt: Double)]) throws {
        guard !games.isEmpty else {
            if FileManager.default.fileExists(atPath: file.path) { try FileManager.default.removeItem(at: file) }
            return
        }
        let contents = Contents(games: games.map { Self.line($0.game, endedAt: $0.endedAt) })
        try AtomicFile.write(try JSONEncoder().encode(contents), to: file)
    }

    static func line(_ game: GameRecord, endedAt: Double) -> Line {
        Line(
            mode: game.mode.name, seed: String(game.seed), startedAt: game.startedAt, endedAt: endedAt,
            log: game.log.map { entry in
                let (kind, player, cards) = entry.columns
                return Line.Entry(kind: kind, player: player, cards: cards, at: entry.at)
            },
            results: game.results.map {
                Line.Result(player: $0.player.rawValue, name: $0.name, sets: $0.sets, misses: $0.misses, place: $0.place)
            },
            practice: game.isPractice ? true : nil, race: game.raceDay)
    }

    /// The game `line` describes; nil when any part of it is damaged.
    static func game(_ line: Line) -> GameRecord? {
        guard let mode = Variant.named(line.mode), let seed = UInt64(line.seed) else { return nil }
        var log: [RoomEntry] = []
        for entry in line.log {
            guard let read = RoomEntry(kind: entry.kind, player: entry.player, cards: entry.cards, at: entry.at) else { return nil }
            log.append(read)
        }
        let results = line.results.map {
            RoomResult(player: PlayerKey($0.player), name: $0.name, sets: $0.sets, misses: $0.misses, place: $0.place)
        }
        return GameRecord(mode: mode, seed: seed, startedAt: line.startedAt, log: log, results: results, isPractice: line.practice ?? false, raceDay: line.race)
    }
}
