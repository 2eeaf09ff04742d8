import Foundation
import SetCore
import SetStore

/// A fresh directory, removed with the value: in memory (`/dev/shm`) where the system has it,
/// else under the system's temporary directory. The store syncs each transaction to disk
/// (hundreds of `fdatasync`s a suite); on a disk busy with a whole `swift test` run those took
/// a property test from 0.7 s to past its minute. What the tests check does not depend on it.
/// Hold one in a suite's property: each test gets its own suite instance.
final class TemporaryDirectory {
    let url: URL

    /// Where the directories go: memory where it can be written, else the system's choice.
    static let parent: URL = {
        let memory = URL(fileURLWithPath: "/dev/shm", isDirectory: true)
        return FileManager.default.isWritableFile(atPath: memory.path) ? memory : FileManager.default.temporaryDirectory
    }()

    init() {
        url = Self.parent.appendingPathComponent("SetStoreTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The names of the files in the directory, sorted.
    var fileNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    func read(_ name: String) throws -> String {
        try String(decoding: Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
    }
}

/// 2025-01-02 03:04:05 UTC plus `seconds`.
func day(_ seconds: Double = 0) -> Date {
    Date(timeIntervalSince1970: 1_735_787_045 + seconds)
}

/// A record with the given score and date, and plain other fields.
func record(
    _ score: Int, at date: Date = day(), setsFound: Int = 10, duration: Double = 100, secondsPerSet: [Double]? = nil,
    mode: GameMode = .standard
) -> ScoreRecord {
    ScoreRecord(
        score: score, date: date, durationSeconds: duration, setsFound: setsFound,
        mistakes: 1, hints: 2, mode: mode, seed: 42, secondsPerSet: secondsPerSet
    )
}

/// What ``ScoreStore/load()`` found, with every mode's list (``ScoreStore/ranking(of:)``)
/// ranked as one board, as the tests read a store; its notice tells, after the load's, of
/// the games that cannot be shown.
struct LoadedBoard {
    let board: ScoreBoard
    let setAside: SetAsideFile?
    let problem: String?
    let notice: String?
}

extension ScoreStore {
    /// Every mode's list, ranked as one board: what the Scores tab shows, mode by mode.
    func board() throws -> ScoreBoard {
        try loadBoard().board
    }

    /// ``load()``, then every mode's list as one board.
    func loadBoard() throws -> LoadedBoard {
        let loaded = try load()
        let lists = try loaded.overview.modes.map { try ranking(of: $0) }
        let notices = ([loaded.notice] + lists.map(\.problem)).compactMap { $0 }
        return LoadedBoard(
            board: ScoreBoard(records: lists.flatMap(\.records)), setAside: loaded.setAside, problem: loaded.problem,
            notice: notices.isEmpty ? nil : notices.joined(separator: "; "))
    }
}
