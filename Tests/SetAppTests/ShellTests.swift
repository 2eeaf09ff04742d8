import Foundation
import SetApp
import SetCore
import SetRender
import SetStore
import SetTestSupport
import Testing

@Suite("The app shell: tabs, clock, popup, effects, resume (B1–B5)", .timeLimit(.minutes(1)), .takesTurns)
struct ShellTests {
    @Test("F1–F5, Tab, Shift-Tab and clicks on the titles switch tabs")
    func switching() {
        var app = makeApp()
        app.press(.function(2))
        #expect(app.tab == .scores)
        app.press(.tab)
        #expect(app.tab == .statistics)
        app.press(.backTab)
        app.press(.backTab)
        #expect(app.tab == .board)
        app.press(.backTab)
        #expect(app.tab == .cards)
        app.press(.backTab)
        #expect(app.tab == .about)
        app.press(.function(5))
        #expect(app.tab == .cards)
        let grid = app.render()
        let column = Array(grid.lines[0]).firstIndex(of: "S")!
        app.update(.input(.mouse(x: column, y: 0, kind: .press)), at: 1)
        #expect(app.tab == .scores)
        #expect(app.render().lines[0].contains("F2 Scores"))
    }

    @Test("the game clock stands still while the board is hidden, and keys there leave the game alone")
    func clockPauses() {
        var app = makeApp()
        app.update(.tick, at: 10)
        app.update(.input(.key(.function(3))), at: 10)
        app.type("qwe", at: 20)
        #expect(app.game.selection.isEmpty)
        app.update(.input(.key(.function(1))), at: 40)
        app.update(.tick, at: 45)
        #expect(app.elapsedSeconds == 15)
        #expect(app.nextWakeUp == 46)
    }

    @Test("a finished game is queued for the score list; the popup shows the rank it reached")
    func gameOverRecordsScore() throws {
        var (app, effects) = finishedTestGame()
        let summary = try #require(effects.compactMap { effect -> GameSummary? in
            if case .recordScore(let summary) = effect { return summary } else { return nil }
        }.first)
        #expect(summary.setsFound == 27)
        #expect(summary.score == app.game.score)
        #expect(summary.mode == .test)
        #expect(summary.secondsPerSet.count == 27)
        let records = [700, summary.score, 20].map { record(score: $0, mode: .test) } + [record(score: 900)]
        app.receive(records, rank: 2, notice: nil, at: 100)
        let grid = app.render()
        #expect(grid.shows("Game over"))
        #expect(grid.shows("Rank         2 of 3 (test)"))
    }

    @Test("a game without a move is not saved, however long it ran, so nothing empty is offered (issue 24 item 5)")
    func noMoveNoSave() {
        var app = makeApp()
        app.update(.tick, at: 30)
        #expect(app.elapsedSeconds == 30)
        app.type("Q", at: 31)
        #expect(app.render().shows("Quit set-game? This game has no move"))
        let effects = app.type("y", at: 31)
        #expect(app.wantsQuit)
        #expect(!effects.contains { if case .saveGame = $0 { true } else { false } })
    }

    @Test("Q mid-game queues a save of the game; Q after the game is over does not")
    func quitSaves() throws {
        var app = makeApp()
        app.type("q", at: 5)
        app.type("Q", at: 7)
        let effects = app.type("y", at: 9)
        #expect(app.wantsQuit)
        guard case .saveGame(let save)? = effects.first, let snapshot = save.snapshot(of: SetCard.self) else {
            Issue.record("no save")
            return
        }
        #expect(snapshot.game == app.game)
        #expect(snapshot.clock == 7)
        var (finished, _) = finishedTestGame()
        #expect(finished.type("Q").isEmpty)
    }

    /// An app launched with a resume offer of `snapshot`, at time 0.
    private func offered(_ snapshot: GameSnapshot<SetCard>, savedAt: String = "then") -> AppModel {
        let offer = ResumeOffer(save: GameSave(snapshot), savedAt: savedAt, slot: .standard)
        return AppModel.offering([offer], settings: AppSettings(animated: false), seed: 99, width: 80, height: 24, now: 0)
    }

    @Test("the resume offer comes before any deal: no card on screen, no clock running")
    func resumeOfferFirst() {
        let snapshot = GameSnapshot(game: makeApp().game, clock: 30, seed: 1, moves: [])
        var app = offered(snapshot, savedAt: "2026-11-22 10:00:00")
        app.update(.tick, at: 20)
        let grid = app.render()
        #expect(grid.shows("Resume game from 2026-11-22 10:00:00? (y/n)"))
        #expect(!grid.shows("Deck"))
        #expect(!app.hasGameInProgress)
        #expect(app.nextWakeUp == nil || app.animator.nextFrame(after: app.now) == nil)
        app.type("n", at: 25)
        #expect(app.elapsedSeconds == 0)
        #expect(app.game == MatchingGame(seed: 99, startedAt: app.game.statistics.startedAt))
    }

    @Test("accepting the resume offer brings the saved game back, clock, moves and all; the save is dropped once it is on screen")
    func resumeAccepted() {
        var saved = makeApp()
        saved.type("q", at: 30)
        let snapshot = GameSnapshot(game: saved.game, clock: 30, seed: 1, moves: saved.setBoard.moves)
        var app = offered(snapshot)
        #expect(app.type("y", at: 2).isEmpty)
        #expect(app.game == saved.game)
        #expect(app.setBoard.moves == saved.setBoard.moves)
        #expect(app.elapsedSeconds == 30)
        #expect(app.update(.tick, at: 5) == [.discardSavedGame(.standard)])
        #expect(app.elapsedSeconds == 33)
    }

    @Test("declining the resume offer with n deals a new game and drops the save")
    func resumeDeclined() {
        let snapshot = GameSnapshot(game: makeApp().game, clock: 30, seed: 1, moves: [])
        var app = offered(snapshot)
        #expect(app.type("n", at: 1) == [.discardSavedGame(.standard)])
        #expect(app.game == MatchingGame(seed: 99, startedAt: 0))
        #expect(app.resumeOffer == nil)
    }

    @Test("Esc at the resume offer deals a new game and keeps the save")
    func resumeNotNow() {
        let snapshot = GameSnapshot(game: makeApp().game, clock: 30, seed: 1, moves: [])
        var app = offered(snapshot)
        #expect(app.press(.escape, at: 1).isEmpty)
        #expect(app.resumeOffer == nil)
        #expect(app.game == MatchingGame(seed: 99, startedAt: 0))
    }

    @Test("at the resume offer only y, n and Esc answer; Q quits and keeps the save")
    func resumeOfferKeys() {
        let snapshot = GameSnapshot(game: makeApp().game, clock: 30, seed: 1, moves: [])
        var app = offered(snapshot)
        app.type("qx ", at: 1)
        #expect(app.resumeOffer != nil)
        #expect(app.type("Q", at: 2).isEmpty)
        #expect(app.wantsQuit)
    }

    @Test("every move is logged with its game time, and the log replays the game")
    func movesAreLogged() {
        var app = makeApp()
        app.type("q", at: 3)
        app.type("h", at: 4)
        app.type("h", at: 5)
        app.press(.escape, at: 6)
        app.type(" ", at: 8)
        let moves = app.setBoard.moves ?? []
        #expect(moves.map(\.at) == [3, 4, 5, 6, 8])
        #expect(MatchingGame(seed: 1, startedAt: 0, replaying: moves) == app.game)
        app.type("ns", at: 9)
        #expect(app.setBoard.moves == [])
    }

    @Test("both notices show when two arrive")
    func twoNotices() {
        var app = makeApp()
        app.update(.notice("scores.json was unreadable"), at: 1)
        app.update(.notice("savedgame.json was unreadable"), at: 1)
        let grid = app.render()
        #expect(grid.shows("scores.json was unreadable"))
        #expect(grid.shows("savedgame.json was unreadable"))
    }

    @Test("a score that could not be written: the popup says so and still shows its rank")
    func scoreNotSaved() {
        var app = finishedTestGame().app
        app.receive([record(score: 5, mode: .test)], rank: 1, notice: nil, at: 100)
        app.update(.scoreNotSaved(reason: "could not write scores.json: No space left on device"), at: 100)
        let grid = app.render()
        #expect(grid.shows("Rank         1 of 1 (test)"))
        #expect(grid.shows("Not saved yet:"))
        #expect(grid.shows("No space left"))
    }

    @Test("the Scores and Statistics tabs show one mode at a time, standard first; m switches")
    func scoresByMode() {
        var app = makeApp()
        app.receive([record(score: 700, mode: .test), record(score: 40), record(score: 30, mode: GameMode(name: "daily\u{1B}[31m"))], rank: nil, notice: nil, at: 1)
        app.press(.function(2))
        #expect(app.scoreModes.map(\.name) == ["standard", "test", "cards", "daily\u{1B}[31m"])
        var grid = app.render()
        #expect(grid.shows("    1     40 "))
        #expect(!grid.shows("700"))
        app.type("m")
        grid = app.render()
        #expect(grid.shows("    1    700 "))
        #expect(!grid.shows("    1     40 "))
        app.type("mm")
        grid = app.render()
        #expect(grid.shows("daily?[3"))
        #expect(!grid.text.contains("\u{1B}"))
        app.press(.function(3))
        #expect(app.render().shows("Games played       1"))
        #expect(app.render().shows("Best score         30"))
    }

    @Test("a notice is shown over any tab and any key closes it")
    func notice() {
        var app = makeApp()
        app.update(.notice("scores.json was unreadable and was kept as scores.json.corrupt-20261122-100000"), at: 1)
        let box = [
            "┌─ Note ─" + String(repeating: "─", count: 36) + "┐",
            "│ scores.json was unreadable and was kept as │",
            "│ scores.json.corrupt-20261122-100000        │",
            "│                                            │",
            "│ Any key closes this note.                  │",
            "└" + String(repeating: "─", count: 44) + "┘",
        ]
        expectGrid(app.render(), at: 17, 9, toShow: GridExpectation(box).styled(Rect(x: 2, y: 0, width: 6, height: 1), CellStyle(bold: true)))
        app.type("q")
        #expect(app.notice == nil)
        #expect(app.game.selection.isEmpty)
    }

    /// A test-mode game played to its end, and the effects called for on the way.
    private func finishedTestGame() -> (app: AppModel, effects: [AppEffect]) {
        var app = makeApp(rule: .anyGroup)
        let effects = app.playToEnd().effects
        return (app, effects)
    }
}

/// A score record finished at a fixed date.
func record(score: Int, secondsPerSet: [Double]? = nil, mode: GameMode = .standard) -> ScoreRecord {
    ScoreRecord(
        score: score, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: 300, setsFound: 20,
        mistakes: 1, hints: 2, mode: mode, seed: 7, secondsPerSet: secondsPerSet
    )
}

@Suite("Tab bar", .timeLimit(.minutes(1)), .takesTurns)
struct TabBarTests {
    @Test("a narrow screen gets short titles that still fit, name the keys that work, and still switch tabs")
    func narrow() {
        #expect(makeApp(width: 60, height: 24).render().lines[0].hasPrefix("F1 Board │ F2 Scores │ F3 Stats │ F4 About │ F5 Cards"))
        var app = makeApp(width: 50, height: 40)
        let bar = app.render().lines[0]
        #expect(bar.hasPrefix("F1 Board│F2 Scores│F3 Stats│F4 About│F5 Cards"))
        let column = Array(bar).firstIndex(of: "4")!
        app.layOut()  // the frame drawn, handed back as the run loop does
        app.update(.input(.mouse(x: column + 2, y: 0, kind: .press)), at: 1)
        #expect(app.tab == .about)
    }
}
