import SetCore
import SetTestSupport
import Testing

@testable import SetApp

/// The registered modes are the one place a mode is defined: each kind's modes are made,
/// named, saved and ruled by what it registers, and the menu and `--mode` list them all.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ModeKindTests {
    static let day = CalendarDate(year: 2026, month: 11, day: 22)!

    /// Every mode of every registered kind: each computer level, the day above for a kind of
    /// a day.
    static var modes: [PlayMode] {
        ModeKind.registered.flatMap { kind in
            (kind.choice == .level ? OpponentLevel.allCases : [OpponentLevel.normal]).compactMap {
                PlayMode(kind: kind, level: $0, date: day)
            }
        }
    }

    @Test func namesAreUniqueAndInMenuOrder() {
        #expect(ModeKind.names == ["standard", "test", "junior", "daily", "computer", "duel"])
        let menu = NewGameMenu(current: .standard, today: Self.day, abandons: false)
        #expect(menu.entries.map(\.mode.name) == ModeKind.names)
        #expect(Set(menu.entries.map(\.key)).count == menu.entries.count, "one letter per mode")
    }

    @Test func eachModeIsRuledByItsOwnReferee() {
        #expect(Self.modes.count == ModeKind.registered.count - 1 + OpponentLevel.allCases.count, "each level of the computer")
        for mode in Self.modes {
            #expect(mode.referee().mode == mode, "\(mode.name) \(mode.level?.rawValue ?? "")")
            #expect(PlayMode(name: mode.name, level: mode.level, date: mode.date) == mode)
        }
    }

    @Test func eachSaveNameReplaysToTheModeSavedUnderIt() {
        for mode in Self.modes {
            let referee = ModeBook.set.referee(for: mode.scoreMode, seed: mode.savedSeed(7))
            #expect(referee?.mode == mode, "\(mode.scoreMode)")
        }
    }

    @Test func facts() {
        #expect(PlayMode.daily(Self.day).title == "Daily 2026-11-22" && PlayMode.daily(Self.day).shortTitle == "Daily")
        #expect(PlayMode.computer(.hard).title == "vs CPU hard" && PlayMode.computer(.hard).scoreMode == .computer(.hard))
        #expect(PlayMode.junior.shortTitle == "Jr" && PlayMode.test.rule == .anyGroup && PlayMode.standard.rule == .standard)
        #expect(PlayMode.daily(Self.day).savedSeed(7) == UInt64(Self.day.daysSince1970) && PlayMode.duel.savedSeed(7) == 7)
        #expect(ModeKind.registered.filter(\.allowsUndo).map(\.name) == ["standard", "test", "junior"])
        #expect(PlayMode(name: "daily", date: CalendarDate(year: 1999, month: 1, day: 1)!) == nil, "a day without a puzzle")
        #expect(PlayMode(name: "daily") == nil && PlayMode(name: "computer") == .computer(.normal) && PlayMode(name: "bogus") == nil)
        #expect(PlayMode(name: "standard", level: .hard) == .standard, "a kind without a level drops it")
    }
}
