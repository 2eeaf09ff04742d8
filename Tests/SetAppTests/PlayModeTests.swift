import SetCore
import SetTestSupport
import Testing

@testable import SetApp

/// A mode is a variant in a context: the menu and `--mode` offer each variant alone and each
/// other context with standard SET; each mode is named, saved and ruled by what its variant
/// and its context say.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct PlayModeTests {
    static let day = CalendarDate(year: 2026, month: 11, day: 22)!

    /// Every mode offered: each computer level, the day above for the daily puzzle.
    static var modes: [PlayMode] {
        PlayMode.offered.flatMap { offered in
            (offered.context.choice == .level ? OpponentLevel.allCases : [OpponentLevel.normal]).compactMap {
                PlayMode(name: offered.name, level: $0, date: day)
            }
        }
    }

    @Test func namesAreUniqueAndInMenuOrder() {
        #expect(PlayMode.names == [
            "standard", "test", "junior", "chain", "ultra", "ultra9", "ghost", "daily", "computer", "duel",
            "chain-computer", "chain-duel", "ultra-computer", "ultra-duel", "ultra9-computer", "ultra9-duel", "ghost-computer", "ghost-duel",
        ])
        let menu = NewGameMenu(current: .standard, today: Self.day, abandons: false)
        #expect(menu.entries.map(\.mode.name) == Array(PlayMode.names.prefix(10)), "the menu offers each variant alone and each context")
        #expect(menu.entries.map(\.key) == ["s", "t", "j", "k", "u", "9", "g", "d", "c", "2"], "the variants' letters, then the contexts'")
    }

    @Test func eachModeIsRuledByItsOwnReferee() {
        #expect(Self.modes.count == PlayMode.offered.count - 1 + OpponentLevel.allCases.count, "each level of the computer")
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
        #expect(ModeBook.cards.referee(for: .cardsTest, seed: 7)?.mode == .test)
        #expect(ModeBook.cards.referee(for: .test, seed: 7) == nil, "SET's test mode is not the Cards tab's")
        #expect(ModeBook.set.referee(for: GameMode(name: "relay"), seed: 7) == nil)
    }

    @Test func eachVariantDealsItsOwnCardsAlone() {
        let junior = PlayMode.junior.referee()
        var referee = junior
        let game = referee.deal(seed: 5, at: 0)
        #expect(game.deck.count + game.table.count == 27 && game == JuniorDeck.game(seed: 5))
        var test = PlayMode.test.referee()
        #expect(test.deal(seed: 5, at: 0) == MatchingGame(seed: 5, rule: .anyGroup))
        var race = ComputerReferee(level: .easy, variant: .junior)
        #expect(race.deal(seed: 5, at: 0) == JuniorDeck.game(seed: 5) && race.mode.scoreMode.name == "junior-vs-easy",
                "the computer races on the variant's own deal, ranked apart")
    }

    @Test func facts() {
        #expect(PlayMode.daily(Self.day).title == "Daily 2026-11-22" && PlayMode.daily(Self.day).shortTitle == "Daily")
        #expect(PlayMode.computer(.hard).title == "vs CPU hard" && PlayMode.computer(.hard).scoreMode == .computer(.hard))
        #expect(PlayMode.junior.shortTitle == "Jr" && PlayMode.test.rule == .anyGroup && PlayMode.standard.rule == .standard)
        #expect(PlayMode.daily(Self.day).savedSeed(7) == UInt64(Self.day.daysSince1970) && PlayMode.duel.savedSeed(7) == 7)
        #expect(Self.modes.filter(\.allowsUndo).map(\.name) == ["standard", "test", "junior", "chain", "ultra", "ultra9", "ghost"])
        #expect(PlayMode(name: "daily", date: CalendarDate(year: 1999, month: 1, day: 1)!) == nil, "a day without a puzzle")
        #expect(PlayMode(name: "daily") == nil && PlayMode(name: "computer") == .computer(.normal) && PlayMode(name: "bogus") == nil)
        #expect(PlayMode(name: "standard", level: .hard) == .standard, "a mode without a level drops it")
        #expect(PlayMode.standard.scoreMode(on: .cards) == .cards && PlayMode.test.scoreMode(on: .cards) == .cardsTest)
        #expect(PlayMode(.junior, .computer(.hard)).name == "junior-computer" && PlayMode(name: "junior-computer") == nil,
                "a variant in another context is named by both, and taken only where the variant is played")
    }
}
