import Foundation
import PropertyBased
import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

/// Saves whose every field reads but whose seed cannot be a game of their mode: the code
/// that makes the mode refuses them, so they are set aside with a message rather than
/// reaching a precondition.
@Suite("A save whose seed is no game of its mode is set aside, never trapped on", .timeLimit(.minutes(1)), .takesTurns)
struct HostileSaveTests {
    static let settings = AppSettings(colorMode: .ansi256, animated: false, mode: .daily(CalendarDate(year: 2026, month: 11, day: 22)!))

    /// A format-2 daily save of `seed`, no move made, in a directory of its own.
    static func dailySave(seed: UInt64) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let json = """
            {"version": 2, "savedAt": "2026-11-22T08:00:00Z", "content": "set", "mode": "daily", "rule": "standard",
             "seed": \(seed), "startedAt": 0, "elapsedSeconds": 5, "moves": [],
             "check": {"score": 0, "deck": 0, "table": 12, "discard": 0, "sets": 0, "tally": [0]}}
            """
        try Data(json.utf8).write(to: directory.appendingPathComponent("savedgame-daily.json"))
        return directory
    }

    @Test("seed 0 (1970-01-01, before the first puzzle): no offer, one refusal naming the file and why, the file kept aside")
    func seedZero() throws {
        let directory = try Self.dailySave(seed: 0)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (offers, refusals) = ResumeOffer.load(from: SaveStore(directory: directory), settings: Self.settings)
        #expect(offers.isEmpty)
        let refusal = try #require(refusals.first)
        #expect(refusals.count == 1)
        #expect(refusal.hasPrefix(
            "The saved SET game cannot be resumed: savedgame-daily.json was unreadable (seed 0 cannot be a game of mode daily) and was kept as savedgame-daily.json.corrupt-"
        ), "\(refusal)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!files.contains("savedgame-daily.json"), "the file is moved aside, so the next launch does not read it again")
        #expect(files.count == 1 && files[0].hasPrefix("savedgame-daily.json.corrupt-"), "\(files)")
        let app = AppModel.offering(offers, settings: Self.settings, seed: 1, width: 100, height: 30, now: 0)
        #expect(app.render().lines[1].contains("6 sets to find"), "today's puzzle starts afresh")
    }

    @Test("a save of the puzzle's own day is still offered (the check refuses only what is no puzzle)")
    func coveredDay() throws {
        let day = CalendarDate(year: 2026, month: 11, day: 22)!
        let directory = try Self.dailySave(seed: UInt64(day.daysSince1970))
        defer { try? FileManager.default.removeItem(at: directory) }
        let (offers, refusals) = ResumeOffer.load(from: SaveStore(directory: directory), settings: Self.settings)
        #expect(refusals.isEmpty, "\(refusals)")
        #expect(offers.count == 1)
    }

    @Test("any seed outside the days the puzzle covers is refused with the same reason, whatever its size")
    func seedsWithoutPuzzle() async throws {
        let first = UInt64(DailyPuzzle.firstDate.daysSince1970), last = UInt64(DailyPuzzle.lastDate.daysSince1970)
        let seeds = Gen.oneOf(Gen.uint64(in: 0...(first - 1)), Gen.uint64(in: (last + 1)...UInt64.max), Gen.uint64(in: (last + 1)...3_000_000))
        await propertyCheck(count: 40, input: seeds) { seed in
            let directory = try Self.dailySave(seed: seed)
            defer { try? FileManager.default.removeItem(at: directory) }
            let (offers, refusals) = ResumeOffer.load(from: SaveStore(directory: directory), settings: Self.settings)
            #expect(offers.isEmpty)
            #expect(refusals.count == 1 && refusals[0].contains("(seed \(seed) cannot be a game of mode daily)"), "\(refusals)")
        }
    }
}
