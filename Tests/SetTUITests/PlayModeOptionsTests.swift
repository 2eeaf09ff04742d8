import Foundation
import SetApp
import SetCore
import SetTestSupport
import Testing

@testable import SetTUI

@Suite("--mode, --level, --date and the remembered mode", .timeLimit(.minutes(1)), .takesTurns)
struct PlayModeOptionsTests {
    static let today = CalendarDate(year: 2026, month: 11, day: 22)!

    func settings(_ arguments: [String], remembered: PlayMode? = nil) throws -> AppSettings {
        try PlayCommand.parse(arguments).options.settings(today: Self.today, remembered: remembered)
    }

    @Test("a bare set-game, which starts without parsing, plays with the options play parses from nothing")
    func bareLaunch() throws {
        #expect(try PlayCommand.parse([]).options == PlayOptions())
        #expect(try PlayCommand.parse(["--seed", "7", "--theme", "whimsy"]).options != PlayOptions())
    }

    @Test("each mode by name; computer at normal unless --level; daily of today unless --date; --test-mode is --mode test")
    func modes() throws {
        #expect(try settings([]).mode == .standard)
        #expect(try settings(["--mode", "standard"]).mode == .standard)
        #expect(try settings(["--mode", "test"]).mode == .test)
        #expect(try settings(["--test-mode"]).mode == .test)
        #expect(try settings(["--test-mode", "--mode", "test"]).mode == .test)
        #expect(try settings(["--mode", "junior"]).mode == .junior)
        #expect(try settings(["--mode", "computer", "--level", "brisk"]).mode == .computer(.brisk))
        #expect(try settings(["--mode", "daily"]).mode == .daily(Self.today))
        let day = CalendarDate(year: 2030, month: 1, day: 2)!
        let daily = try settings(["--mode", "daily", "--date", "2030-01-02"])
        #expect(daily.mode == .daily(day) && daily.today == day)
    }

    @Test("without --mode the remembered one plays; --mode wins over it")
    func remembered() throws {
        #expect(try settings([], remembered: .junior).mode == .junior)
        #expect(try settings(["--mode", "test"], remembered: .junior).mode == .test)
        #expect(try settings(["--test-mode"], remembered: .junior).mode == .test)
    }

    @Test("bad values and options that do not go with the mode are refused with a clear message", arguments: [
        (["--mode", "chess"], "unknown mode 'chess'; choose one of standard, test, junior, chain, ultra, ultra9, ghost, daily, computer, duel, chain-computer, chain-duel, ultra-computer, ultra-duel, ultra9-computer, ultra9-duel, ghost-computer, ghost-duel"),
        (["--mode", "standard", "--level", "hard"], "--level goes with --mode computer or chain-computer or ultra-computer or ultra9-computer or ghost-computer only"),
        (["--level", "hard"], "--level goes with --mode computer or chain-computer or ultra-computer or ultra9-computer or ghost-computer only"),
        (["--mode", "junior", "--date", "2026-11-22"], "--date goes with --mode daily only"),
        (["--mode", "daily", "--date", "2026-13-01"], "--date 2026-13-01: there is no month 13"),
        (["--mode", "daily", "--date", "2024-02-30"], "--date 2024-02-30: that day does not exist (2024-02 has 29 days)"),
        (["--mode", "daily", "--date", "2026-02-29"], "--date 2026-02-29: that day does not exist (2026-02 has 28 days)"),
        (["--mode", "daily", "--date", "0000-01-01"], "--date 0000-01-01: the daily puzzle covers 2000-01-01 … 2099-12-31"),
        (["--mode", "daily", "--date", "-2026-01-01"], "--date '-2026-01-01' is not written YYYY-MM-DD"),
        (["--mode", "daily", "--date", "26-1-1"], "--date '26-1-1' is not written YYYY-MM-DD"),
        (["--mode", "daily", "--date", "1999-12-31"], "covers 2000-01-01 … 2099-12-31"),
        (["--test-mode", "--mode", "junior"], "--test-mode is --mode test; it does not go with --mode junior"),
    ])
    func refused(arguments: [String], message: String) {
        #expect {
            try PlayCommand.parse(arguments)
        } throws: { error in
            PlayCommand.message(for: error).contains(message)
        }
    }

    @Test("the menu's choice is remembered in settings.json and read back; a damaged file means none")
    func memory() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modes-memory-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let memory = ModeMemory(directory: directory)
        #expect(memory.read(today: Self.today) == nil)
        try memory.write(.daily(CalendarDate(year: 2030, month: 1, day: 2)!))
        #expect(memory.read(today: Self.today) == .daily(Self.today), "the daily puzzle is today's")
        try memory.write(.junior)
        #expect(memory.read(today: Self.today) == .junior)
        try Data("{not json".utf8).write(to: memory.url)
        #expect(memory.read(today: Self.today) == nil)
    }
}
