import Foundation
import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

/// Replay (issue 24 item 16): Enter on a Scores row plays its game back from the record's
/// seed and moves, on a board of its own, at a chosen speed, with pause and step.
@Suite("Replaying a finished game from the Scores tab", .timeLimit(.minutes(1)), .takesTurns)
struct ReplayTests {
    /// The seed of the recorded game.
    static let seed: UInt64 = 7

    /// Moves of a standard game dealt from ``seed``: a set chosen at 2, 3 and 4 s, a second
    /// set at 8, 9 and 10 s, a hint at 12 s, 3 more cards at 15 s: 8 moves.
    static let moves: [TimedMove] = {
        var game = MatchingGame<SetCard>(seed: seed, startedAt: 0)
        var moves: [TimedMove] = []
        for (index, start) in [2.0, 8.0].enumerated() {
            let set = game.matchesOnTable.first { Set($0).isDisjoint(with: game.selection) }!
            for (offset, card) in set.enumerated() {
                let move = TimedMove(.choose(card), at: start + Double(offset))
                game.perform(move.move, at: move.at)
                moves.append(move)
            }
            #expect(game.statistics.matchesFound == index + 1)
        }
        moves += [TimedMove(.hint, at: 12), TimedMove(.dealMore, at: 15)]
        return moves
    }()

    /// The game of ``seed`` with the first `count` of ``moves`` made, by SetCore alone.
    static func replayed(_ count: Int) -> MatchingGame<SetCard> {
        MatchingGame(seed: seed, startedAt: 0, replaying: Array(moves.prefix(count)))
    }

    /// A standard record of that game; `moves` nil as an older record has it.
    static func record(score: Int = 50, moves: [TimedMove]? = ReplayTests.moves) -> ScoreRecord {
        ScoreRecord(
            score: score, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: 300, setsFound: 2,
            mistakes: 0, hints: 1, mode: .standard, seed: seed, moves: moves
        )
    }

    /// An app whose player is mid-game (a card chosen, 5 s played), with `records` on its
    /// Scores tab, shown at 10 s.
    static func scoresApp(_ records: [ScoreRecord] = [record()], animated: Bool = false) -> AppModel {
        var app = makeApp(width: 100, height: 30, animated: animated)
        app.type(app.labels[0], at: 5)
        app.receive(records, rank: nil, notice: nil, at: 5)
        app.press(.function(2), at: 10)
        return app
    }

    @Test("Enter on a row deals the record's game on a replay board; the player's board is another")
    func enterStartsAReplay() throws {
        var app = Self.scoresApp()
        let player = app.game
        app.press(.enter, at: 10)
        let replay = try #require(app.replay)
        #expect(replay.record == Self.record())
        let board = try #require(replay.setBoard)
        expectSame(board.game, Self.replayed(0))
        #expect(board.game.table.map(\.id) != player.table.map(\.id))
        expectSame(app.game, player)
        let grid = app.render()
        #expect(grid.lines[1].hasPrefix(" Replay · 1× · move 0/8  Deck 69"))
        #expect(grid.shows("┌ q ─"))
    }

    @Test("moves come at their recorded times: after each, the table is SetCore's replay of the moves so far")
    func movesComeOnTime() throws {
        var app = Self.scoresApp()
        app.press(.enter, at: 10)
        for (time, played) in [(11.9, 0), (12.0, 1), (13.5, 2), (14.0, 3), (17.99, 3), (18.0, 4), (22.0, 7), (24.9, 7), (25.0, 8), (60, 8)] {
            app.update(.tick, at: time)
            let replay = try #require(app.replay)
            #expect(replay.played == played, "at \(time) s")
            expectSame(replay.setBoard?.game, Self.replayed(played), "at \(time) s")
        }
        #expect(app.replay?.setBoard?.game.table.count == 15)
    }

    @Test("Space pauses: no move and no clock until it plays on; p does the same")
    func pauseStopsProgress() throws {
        var app = Self.scoresApp()
        app.press(.enter, at: 10)
        app.update(.tick, at: 12.5)
        app.type(" ", at: 12.5)
        #expect(app.replay?.isPaused == true)
        #expect(app.render().lines[1].hasPrefix(" Replay · 1× · move 1/8 · paused"))
        app.update(.tick, at: 100)
        #expect(app.replay?.played == 1)
        #expect(app.replay?.setBoard?.elapsedSeconds == 2.5)
        app.type("p", at: 100)
        #expect(app.replay?.isPaused == false)
        app.update(.tick, at: 101)  // the clock plays on from 2.5 s
        #expect(app.replay?.played == 2)
        app.update(.tick, at: 101.5)
        #expect(app.replay?.played == 3)
        expectSame(app.replay?.setBoard?.game, Self.replayed(3))
    }

    @Test(". and → make exactly one move each, at its own time, and leave the replay paused")
    func stepMakesOneMove() throws {
        var app = Self.scoresApp()
        app.press(.enter, at: 10)
        app.type(".", at: 10.5)
        #expect(app.replay?.isPaused == true)
        #expect(app.replay?.played == 1)
        expectSame(app.replay?.setBoard?.game, Self.replayed(1))
        #expect(app.replay?.setBoard?.gameNow == 2)
        app.press(.right, at: 11)
        app.update(.tick, at: 60)
        #expect(app.replay?.played == 2)
        expectSame(app.replay?.setBoard?.game, Self.replayed(2))
        for _ in 0..<10 { app.type(".", at: 61) }
        #expect(app.replay?.played == 8)
        expectSame(app.replay?.setBoard?.game, Self.replayed(8))
        #expect(app.render().lines[1].hasPrefix(" Replay · 1× · move 8/8 · paused"))
    }

    @Test("+ and - change the speed through 0.5×, 1×, 2×, 4×, 8×, and time runs that much faster")
    func speedScales() throws {
        var app = Self.scoresApp()
        app.press(.enter, at: 10)
        app.type("++", at: 10)
        #expect(app.replay?.speed.factor == 4)
        app.update(.tick, at: 11.25)  // 5 s of the game
        #expect(app.replay?.played == 3)
        expectSame(app.replay?.setBoard?.game, Self.replayed(3))
        #expect(app.render().lines[1].hasPrefix(" Replay · 4× · move 3/8"))
        app.type("+++", at: 11.25)
        #expect(app.replay?.speed.factor == 8)
        app.update(.tick, at: 11.5)  // 2 s more
        #expect(app.replay?.played == 3)
        app.update(.tick, at: 11.65)  // 8.2 s
        #expect(app.replay?.played == 4)
        app.type("------", at: 11.65)
        #expect(app.replay?.speed.factor == 0.5)
        #expect(app.replay?.speed.text == "0.5×")
        app.update(.tick, at: 13.2)  // 8.975 s
        #expect(app.replay?.played == 4)
        app.update(.tick, at: 13.3)
        #expect(app.replay?.played == 5)
    }

    @Test("Esc or q ends the replay on the Scores tab; the player's game is as it was, nothing recorded or saved")
    func escapeLeavesThePlayersGame() throws {
        for key in ["Esc", "q"] {
            var app = Self.scoresApp()
            let (game, elapsed) = (app.game, app.elapsedSeconds)
            var effects = app.press(.enter, at: 10)
            for time in stride(from: 11.0, through: 40, by: 0.5) { effects += app.update(.tick, at: time) }
            #expect(app.replay?.setBoard?.game.isOver == false)
            effects += key == "Esc" ? app.press(.escape, at: 40) : app.type("q", at: 40)
            #expect(app.replay == nil, "\(key)")
            #expect(app.tab == .scores)
            #expect(app.render().shows("Rank  Score"))
            #expect(effects.isEmpty)
            expectSame(app.game, game)
            #expect(app.elapsedSeconds == elapsed)
            app.press(.function(1), at: 41)
            app.update(.tick, at: 42)
            #expect(app.elapsedSeconds == elapsed + 1)
            #expect(app.game.selection.count == 1)
        }
    }

    @Test("another tab ends the replay; the Scores tab then shows the list again")
    func anotherTabEndsIt() {
        var app = Self.scoresApp()
        app.press(.enter, at: 10)
        app.press(.function(3), at: 11)
        #expect(app.replay == nil && app.tab == .statistics)
        app.press(.function(2), at: 12)
        #expect(app.render().shows("Rank  Score"))
    }

    @Test("a whole game played back, to its end, records no score and leaves nothing to save")
    func aFinishedReplayIsNotRecorded() throws {
        var source = makeApp(rule: .anyGroup)
        let summary = try #require(source.playToEnd().effects.compactMap { effect -> GameSummary? in
            if case .recordScore(let summary) = effect { summary } else { nil }
        }.first)
        let record = ScoreRecord(
            score: summary.score, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: summary.durationSeconds,
            setsFound: summary.setsFound, mistakes: summary.mistakes, hints: summary.hints, mode: summary.mode,
            seed: summary.seed, moves: summary.moves
        )
        var app = makeApp(width: 100, height: 30, rule: .anyGroup)
        app.receive([record], rank: nil, notice: nil, at: 0)
        app.press(.function(2), at: 1)
        var effects = app.press(.enter, at: 1)
        app.type("++++", at: 1)
        for time in stride(from: 1.0, through: 30, by: 0.25) { effects += app.update(.tick, at: time) }
        let board = try #require(app.replay?.setBoard)
        expectSame(board.game, source.game)
        #expect(app.render().lines[1].hasPrefix(" Replay · 8× · move \(record.moves!.count)/\(record.moves!.count) · end"))
        effects += app.type("Qy", at: 31)  // the player's game has no move: nothing to save either
        #expect(app.wantsQuit)
        #expect(effects.isEmpty)
    }

    @Test("a record kept without its moves says there is no replay")
    func noMovesNoReplay() {
        var app = Self.scoresApp([Self.record(moves: nil)])
        app.press(.enter, at: 10)
        #expect(app.replay == nil)
        #expect(app.render().shows("No replay kept for this game"))
    }

    @Test("↓ shows the cursor, then moves it; Enter replays the row under it; a click moves it, a second click replays")
    func cursorChoosesTheRow() throws {
        var other = Self.record(score: 40)
        other.seed = 99
        var app = Self.scoresApp([Self.record(), other])
        app.press(.down, at: 10)
        #expect(app.scoresCursor == 0)
        #expect(app.render().lines[3].hasPrefix("▶   1     50"))
        app.press(.down, at: 10)
        #expect(app.scoresCursor == 1)
        app.press(.enter, at: 10)
        #expect(app.replay?.record.seed == 99)
        #expect(app.replay?.setBoard?.game.table.map(\.id) == MatchingGame<SetCard>(seed: 99).table.map(\.id))
        app.press(.escape, at: 11)
        app.update(.input(.mouse(x: 20, y: 3, kind: .press)), at: 12)
        #expect(app.scoresCursor == 0 && app.replay == nil)
        app.update(.input(.mouse(x: 20, y: 3, kind: .press)), at: 12)
        #expect(app.replay?.record.seed == Self.seed)
    }

    @Test("the computer's takes come back on their own clock: a race played back ends as it was played", arguments: [false, true])
    func aRaceComesBack(animated: Bool) throws {
        var source = rivalApp(.computer(.hard), width: 100, height: 30, animated: animated)
        var summaries: [GameSummary] = []
        var time = 0.0
        while !source.game.isOver, time < 3000 {
            time += 0.5
            summaries += source.update(.tick, at: time).compactMap { if case .recordScore(let summary) = $0 { summary } else { nil } }
            if Int(time * 2) % 37 == 0, let set = source.game.matchesOnTable.first {  // the player takes one now and then
                for card in set { summaries += source.type(source.label(of: card), at: time).compactMap { if case .recordScore(let s) = $0 { s } else { nil } } }
            }
        }
        let summary = try #require(summaries.first)
        let moves = try #require(summary.moves)
        #expect(moves.contains { if case .rivalTook = $0.move { true } else { false } })
        let record = ScoreRecord(
            score: summary.score, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: summary.durationSeconds,
            setsFound: summary.setsFound, mistakes: summary.mistakes, hints: summary.hints, mode: summary.mode,
            seed: summary.seed, rival: summary.rival, moves: moves
        )
        var app = makeApp(width: 100, height: 30, animated: animated)
        app.receive([record], rank: nil, notice: nil, at: 0)
        app.press(.function(2), at: 0)
        for _ in 0..<5 where app.scoresMode != .computer(.hard) { app.type("m", at: 0) }
        #expect(app.scoresMode == .computer(.hard))
        app.press(.enter, at: 0)
        app.type("++++", at: 0)
        var now = 0.0
        while app.replay?.setBoard?.game.isOver == false, now < 1000 {
            now += 0.1
            app.update(.tick, at: now)
        }
        expectSame(app.replay?.setBoard?.game, source.game)
        #expect(app.replay?.played == moves.count)
    }

    /// The record the store keeps of `summary`, moves and all.
    static func record(of summary: GameSummary) -> ScoreRecord {
        ScoreRecord(
            score: summary.score, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: summary.durationSeconds,
            setsFound: summary.setsFound, mistakes: summary.mistakes, hints: summary.hints, mode: summary.mode,
            seed: summary.seed, secondsPerSet: summary.secondsPerSet, rival: summary.rival, moves: summary.moves
        )
    }

    /// An app showing `record` on its Scores tab (in its mode), its replay started at 8× at 0 s
    /// and played until its game is over.
    static func replayedToTheEnd(_ record: ScoreRecord) -> AppModel {
        var app = makeApp(width: 100, height: 30)
        app.receive([record], rank: nil, notice: nil, at: 0)
        app.press(.function(2), at: 0)
        for _ in 0..<5 where app.scoresMode != record.mode { app.type("m", at: 0) }
        app.press(.enter, at: 0)
        app.type("+++", at: 0)
        var now = 0.0
        while app.replay != nil, app.replay?.played != record.moves?.count || now < 1, now < 1000 {
            now += 0.25
            app.update(.tick, at: now)
        }
        return app
    }

    @Test("the daily puzzle, solved, comes back as it was solved, its found sets listed")
    func aDailyPuzzleComesBack() throws {
        var source = makeApp(mode: .daily(ModeTests.day), width: 100, height: 30)
        let summary = try #require(DailyPracticeTests.solve(&source, from: 0).first)
        let record = Self.record(of: summary)
        #expect(record.mode == .daily)
        let app = Self.replayedToTheEnd(record)
        expectSame(app.replay?.setBoard?.game, source.game)
        #expect(app.render().shows("Found 6/6"))
        #expect(app.render().lines[1].hasPrefix(" Replay · 8× · move \(record.moves!.count)/\(record.moves!.count) · end"))
    }

    @Test("a Cards game comes back on a Cards board: the same pairs, turned up and taken in turn")
    func aCardsGameComesBack() throws {
        var source = makeApp(width: 100, height: 30, rule: .anyGroup)
        source.press(.function(5))
        var time = 2.0
        var summaries: [GameSummary] = []
        func label(_ id: CardID) -> String { source.cardsBoard.labels(source.settings.keyboard)[source.cardsBoard.game.slot(of: id)!] }
        while !source.cardsBoard.game.isOver && time < 400 {
            var effects: [AppEffect] = []
            for card in source.cardsBoard.game.table.prefix(2) where source.cardsBoard.game.table.count >= 2 { effects += source.type(label(card.id), at: time) }
            if !source.cardsBoard.game.isOver { effects += source.press(.escape, at: time) }
            if !source.cardsBoard.game.isOver && source.cardsBoard.game.table.count < 2 { effects += source.type(" ", at: time) }
            summaries += effects.compactMap { if case .recordScore(let summary) = $0 { summary } else { nil } }
            time += 1
        }
        let record = Self.record(of: try #require(summaries.first))
        #expect(record.mode == .cardsTest)
        let app = Self.replayedToTheEnd(record)
        let board = try #require(app.replay?.board(of: PlayingCard.self))
        #expect(board.game == source.cardsBoard.game)
        #expect(app.render().lines[1].contains("Score \(source.cardsBoard.game.score)"))
    }
}

/// Expects `game` to be `expected`, telling what differs in a few words: a whole game's
/// description is pages long.
func expectSame(
    _ game: MatchingGame<SetCard>?, _ expected: MatchingGame<SetCard>, _ comment: String = "", sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let game, game != expected else {
        if game == nil { Issue.record("no game \(comment)", sourceLocation: sourceLocation) }
        return
    }
    let table = game.table.map(\.id.rawValue), wanted = expected.table.map(\.id.rawValue)
    let counts = "sets \(game.statistics.matchesFound) vs \(expected.statistics.matchesFound), deck \(game.deck.count) vs \(expected.deck.count)"
    let message = "games differ \(comment): table \(table) vs \(wanted), score \(game.score) vs \(expected.score), " + counts
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
