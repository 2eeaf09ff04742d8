import FoundationEssentials
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
        url = directory.appendingPathComponent("settings.json", isDirectory: false)
    }

    /// The mode remembered, with `today` as the daily puzzle's day; nil when there is none.
    func read(today: CalendarDate) -> PlayMode? {
        guard let data = WholeFile.read(url.plainPath), let settings = try? JSONDecoder().decode(Settings.self, from: data)
        else { return nil }
        return PlayMode(name: settings.mode, level: settings.level.flatMap(OpponentLevel.init(rawValue:)), date: today)
    }

    /// Remembers `mode`, atomically.
    func write(_ mode: PlayMode) throws {
        let settings = Settings(mode: mode.name, level: mode.level?.rawValue)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        try AtomicFile.write(try encoder.encode(settings), to: url)
    }

    /// The file's fields; any others are ignored, and a level that is not text counts as none.
    private struct Settings: Codable {
        var mode: String
        var level: String?

        init(mode: String, level: String?) {
            self.mode = mode
            self.level = level
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            mode = try container.decode(String.self, forKey: .mode)
            level = try? container.decode(String.self, forKey: .level)
        }
    }
}
