import Foundation
import SetCore
import SetStore

/// A fresh directory under the system's temporary directory, removed with the value.
/// Hold one in a suite's property: each test gets its own suite instance.
final class TemporaryDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("SetStoreTests-\(UUID().uuidString)", isDirectory: true)
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
