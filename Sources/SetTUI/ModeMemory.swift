import Foundation
import SetApp
import SetCore
import SetStore

/// settings.json in the data directory: the mode last chosen in the New game menu, which a
/// launch without `--mode` plays (`{"mode": "computer", "level": "hard"}`). The daily
/// puzzle is remembered without its day: a launch plays today's. A missing or unreadable
/// file means standard; it is only a preference, so it is never reported.
struct ModeMemory {
    let url: URL

    /// The file in `directory`.
    init(directory: URL) {
        url = directory.appendingPathComponent("settings.json")
    }

    /// The mode remembered, with `today` as the daily puzzle's day; nil when there is none.
    func read(today: CalendarDate) -> PlayMode? {
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let name = object["mode"] as? String
        else { return nil }
        let level = (object["level"] as? String).flatMap(OpponentLevel.init(rawValue:))
        return PlayMode(name: name, level: level, date: today)
    }

    /// Remembers `mode`, atomically.
    func write(_ mode: PlayMode) throws {
        var object = ["mode": mode.name]
        if case .computer(let level) = mode { object["level"] = level.rawValue }
        try AtomicFile.write(try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), to: url)
    }
}
