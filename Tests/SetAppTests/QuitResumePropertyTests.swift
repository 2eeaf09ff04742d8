import Foundation
import PropertyBased
import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

/// Random games of every mode, quit at a random moment and resumed from the file written:
/// the resumed game is the one quit, its mode's own counts and its next timed move too.
@Suite("Quit and resume at any moment of any game, in every mode: the identical game", .timeLimit(.minutes(1)), .takesTurns)
struct QuitResumePropertyTests {
    /// Every mode the New game menu offers, and the Cards tab's two.
    static let modes: [(mode: PlayMode, cards: Bool)] = [
        (.standard, false), (.test, false), (.junior, false), (.daily(CalendarDate(year: 2026, month: 11, day: 22)!), false),
        (.computer(.easy), false), (.computer(.normal), false), (.computer(.brisk), false), (.computer(.hard), false), (.duel, false),
        (.standard, true), (.test, true),
    ]

    /// What a player does, from a number: a card key, a hint, a deal, Esc, a duel claim, or
    /// nothing but time passing; and how much game time passes before it.
    static func step(_ code: Int) -> (message: AppMessage, seconds: Double) {
        let keys: [Character] = Array("qazwsxedcrfvtgbujmik") + ["h", " ", "1", "0"]
        let seconds = Double(code % 11) * 0.29
        switch code % 6 {
        case 0: return (.tick, seconds * 3)
        case 1: return (.input(.key(.escape)), seconds)
        default: return (.input(.character(keys[(code / 6) % keys.count])), seconds)
        }
    }

    @Test("every mode: random moves and waits, quit, the file written and read, y: the same game, counts and next move")
    func quitAndResume() async throws {
        let codes = Gen.int(in: 0...1_000_000).array(of: 1...120)
        await propertyCheck(count: 60, input: Gen.int(in: 0...(Self.modes.count - 1)), Gen.uint64(in: 1...1_000_000), codes) { index, seed, codes in
            try Self.quitAndResume(Self.modes[index], seed: seed, codes: codes)
        }
    }

    /// Found by the property above: cards dealt while others still flew in held the clock,
    /// and its reading then wobbled by a rounding, stamping a move before the one logged
    /// just ahead of it ("move 4 is out of time order": the save was refused).
    @Test("a move made while the clock is held for landing cards is stamped in order")
    func movesDuringALandingHoldStayInOrder() throws {
        try Self.quitAndResume((.standard, false), seed: 16, codes: [403760, 437358, 26430, 308778, 314862, 801345, 47, 103543])
    }

    /// One game of `mode` (on the Cards tab when `cards`), dealt from `seed`, played by
    /// `codes` (``step(_:)``), quit, written, read and resumed.
    static func quitAndResume(_ mode: (mode: PlayMode, cards: Bool), seed: UInt64, codes: [Int]) throws {
        let (mode, cards) = mode
        let settings = AppSettings(colorMode: .ansi256, animated: seed % 2 == 0, mode: mode)
        var app = AppModel(settings: settings, seed: seed, width: 100, height: 30, now: 0)
        var time = 0.5
        if cards { app.press(.function(5), at: time) }
        for code in codes {
            let (message, seconds) = Self.step(code)
            time += seconds
            app.update(message, at: time)
        }
        time += 0.5
        app.type("Q", at: time)
        let effects = app.type("y", at: time)
        let saves = effects.compactMap { effect -> GameSave? in if case .saveGame(let save) = effect { save } else { nil } }
        let board = cards ? Self.summary(app.cardsBoard) : Self.summary(app.setBoard)
        guard let save = saves.first(where: { $0.gameName == (cards ? PlayingCard.gameName : SetCard.gameName) }) else {
            #expect(board.over || board.moves == 0, "only a finished or unplayed game goes unsaved (\(mode), seed \(seed))")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quit-resume-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SaveStore(directory: directory)
        try save.write(to: store, at: Date(timeIntervalSince1970: 1_800_000_000))
        let (offers, refusals) = ResumeOffer.load(from: store, settings: settings)
        #expect(refusals.isEmpty, "\(mode), seed \(seed): \(refusals)")
        var next = AppModel.offering(offers, settings: settings, seed: seed &+ 1, width: 100, height: 30, now: 0)
        if cards { next.press(.function(5), at: 0.5) }
        next.type("y", at: 1)
        let resumed = cards ? Self.summary(next.cardsBoard) : Self.summary(next.setBoard)
        #expect(resumed.game == board.game, "\(mode), seed \(seed): the game")
        #expect(resumed.tally == board.tally, "\(mode), seed \(seed): the mode's counts")
        #expect(resumed.mode == board.mode)
        #expect(abs(resumed.elapsed - board.elapsed) < 1e-6, "\(mode), seed \(seed): the clock")
        let sameNextMove = switch (resumed.nextMoveIn, board.nextMoveIn) {
        case (nil, nil): true
        case let (resumedIn?, playedIn?): abs(resumedIn - playedIn) < 1e-6
        default: false
        }
        #expect(sameNextMove, "\(mode), seed \(seed): the mode's next move comes as long after the clock")
    }

    /// What must come back of a board: its game, its mode's counts, its mode, its clock and
    /// how long after it the mode acts next.
    struct Summary: Equatable {
        var game: AnyHashable
        var tally: [Int]
        var mode: PlayMode
        var elapsed: Double
        var nextMoveIn: Double?
        var over: Bool
        var moves: Int
    }

    static func summary<Content>(_ board: GameBoard<Content>) -> Summary {
        Summary(
            game: AnyHashable(board.game), tally: board.referee.tally, mode: board.mode, elapsed: board.elapsedSeconds,
            nextMoveIn: board.referee.wakeUp.map { $0 - board.gameNow }, over: board.game.isOver, moves: board.moves?.count ?? 0
        )
    }
}
