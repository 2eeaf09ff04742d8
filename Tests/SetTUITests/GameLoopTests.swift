import Foundation
import SetAnimation
import SetApp
import SetCore
import SetFrame
import SetLoop
import SetRender
import SetStore
import SetTerminal
import SetTestSupport
import Testing

@testable import SetTUI

/// The run loop on a scripted terminal: signals, the end of input, timeouts, effects and
/// Ctrl-Z, without a terminal, a real clock or files.
@Suite("the run loop", .timeLimit(.minutes(1)), .takesTurns)
struct GameLoopTests {
    /// Where the player is when a signal arrives.
    enum Situation: String, CaseIterable, CustomTestStringConvertible {
        case board, scores, statistics, about, help, midAnimation

        var testDescription: String { rawValue }

        /// The events that lead there from a fresh game (Space first: the game is under way).
        var events: [TerminalEvent] {
            let keys: [InputEvent] = switch self {
            case .board, .midAnimation: []
            case .scores: [.key(.function(2))]
            case .statistics: [.key(.function(3))]
            case .about: [.key(.function(4))]
            case .help: [.character("?")]
            }
            return ([.character(" ")] + keys).map(TerminalEvent.input)
        }
    }

    private func model(animated: Bool = false, rule: MatchRule = .standard, clock: ManualClock) -> AppModel {
        AppModel(settings: AppSettings(animated: animated, rule: rule), seed: 1, width: 80, height: 24, now: clock.now)
    }

    @Test("every stop signal, on every tab, with help open or mid-animation: the game is saved and the signal returned", arguments: StopSignal.allCases, Situation.allCases)
    func signalSaves(signal: StopSignal, situation: Situation) {
        let clock = ManualClock()
        var app = model(animated: situation == .midAnimation, clock: clock)
        let terminal = ScriptedTerminal(clock: clock, script: situation.events + [.signal(signal), .input(.character("n"))])
        let files = MemoryFiles()
        let stopped = GameLoop(terminal: terminal, clock: clock, files: files).run(&app)
        #expect(stopped == signal)
        #expect(files.saves.count == 1)
        #expect(files.saves.first?.game.deck.count == 66, "the save holds the game as played (3 dealt)")
        #expect(!terminal.scriptIsDone, "nothing is read after the signal")
        if situation == .midAnimation { #expect(app.animator.nextFrame(after: app.now) != nil, "the deal was still flying") }
    }

    @Test("the end of input quits and saves the game; no signal is returned")
    func endOfInput() {
        let clock = ManualClock()
        var app = model(clock: clock)
        let terminal = ScriptedTerminal(clock: clock, script: [.input(.character(" ")), .endOfInput])
        let files = MemoryFiles()
        #expect(GameLoop(terminal: terminal, clock: clock, files: files).run(&app) == nil)
        #expect(files.saves.count == 1)
        #expect(app.wantsQuit)
    }

    @Test("Q quits; a finished game is not saved")
    func quitAfterGameOver() {
        let clock = ManualClock()
        var app = model(rule: .anyGroup, clock: clock)
        let terminal = ScriptedTerminal(clock: clock, script: Self.keysToFinish(app) + [.input(.character("Q"))])
        let files = MemoryFiles()
        #expect(GameLoop(terminal: terminal, clock: clock, files: files).run(&app) == nil)
        #expect(files.saves.isEmpty)
        #expect(terminal.scriptIsDone)
    }

    @Test("the loop sleeps through the deal pause, then while cards fly waits only until the next frame, and the timeout is a tick that moves them")
    func tickTimeout() throws {
        let clock = ManualClock()
        var app = model(animated: true, clock: clock)
        let ticks = 30
        let terminal = ScriptedTerminal(clock: clock, script: Array(repeating: .timedOut, count: ticks) + [.input(.key(.function(2)))])
        _ = GameLoop(terminal: terminal, clock: clock, files: MemoryFiles()).run(&app)
        let waits = terminal.timeouts.prefix(ticks).compactMap { $0 }
        #expect(waits.count == ticks)
        #expect(waits[0] == GameLoop.launchPause, "the files are read at the first pause, a frame's time after the first frame")
        #expect(abs(waits[0] + waits[1] - AnimationTiming().dealPause) < 1e-9, "the board stays empty through the deal pause")
        #expect(terminal.frames[0] == terminal.frames[1], "the frame after the files are read is still the empty table")
        #expect(waits.dropFirst(2).allSatisfy { $0 > 0 && $0 <= 1.0 / 30 }, "then each wait lasts about one frame: \(waits)")
        #expect(abs(clock.now - waits.reduce(0, +)) < 1e-9)
        #expect(Set(terminal.frames.prefix(ticks + 1)).count > 10, "the ticks moved the cards")
        #expect(terminal.timeouts[ticks + 1] == nil, "on the Scores tab nothing moves: the loop sleeps until input")
    }

    @Test("each key is read against the frame drawn before it: ↓ past the help's end, then ↑ moves the box at once")
    func keysFollowTheFrameDrawn() throws {
        let clock = ManualClock()
        var app = model(clock: clock)
        let downs = Array(repeating: TerminalEvent.input(.key(.down)), count: 100)
        let terminal = ScriptedTerminal(clock: clock, script: [.input(.character("?"))] + downs + [.input(.key(.up))])
        _ = GameLoop(terminal: terminal, clock: clock, files: MemoryFiles()).run(&app)
        let frames = terminal.frames
        let bottom = try #require(frames.dropLast().last?.lines.last { $0.contains("↑↓ scroll") })
        #expect(!bottom.contains("more"), "held at the end: \(bottom)")
        let last = try #require(frames.last?.lines.last { $0.contains("↑↓ scroll") })
        #expect(last.contains("↓ 1 more"), "one ↑ after the end shows one line more: \(last)")
    }

    @Test("a recorded score comes back from the files as a message: the popup shows its rank")
    func effectAnswer() throws {
        let clock = ManualClock()
        var app = model(rule: .anyGroup, clock: clock)
        let terminal = ScriptedTerminal(clock: clock, script: Self.keysToFinish(app))
        let files = MemoryFiles()
        _ = GameLoop(terminal: terminal, clock: clock, files: files).run(&app)
        #expect(files.performed.contains { if case .recordScore = $0 { true } else { false } })
        let last = try #require(terminal.frames.last)
        #expect(last.lines.contains { $0.contains("Rank         1 of 1") }, "\(last.lines.joined(separator: "\n"))")
    }

    @Test("the first frame goes out before the files are read, at the first pause; what they say shows on the next, drawn at once")
    func launchMessages() throws {
        let clock = ManualClock()
        var app = model(clock: clock)
        let files = MemoryFiles()
        files.launch = [.notice("scores.json was unreadable")]
        let terminal = ScriptedTerminal(clock: clock, script: [.timedOut])
        files.onLaunch = { #expect(terminal.log.count == 2, "one frame and one wait before the files: \(terminal.log)") }
        _ = GameLoop(terminal: terminal, clock: clock, files: files).run(&app)
        #expect(files.launchCount == 1)
        guard terminal.log.count >= 3, case .frame(let first) = terminal.log[0], case .wait(let pause) = terminal.log[1],
            case .frame(let second) = terminal.log[2]
        else {
            Issue.record("not a frame, a wait and a frame first: \(terminal.log.prefix(3))")
            return
        }
        #expect(pause == GameLoop.launchPause, "the game's clock would wait a second: the pause is a frame's time")
        #expect(!first.lines.contains { $0.contains("scores.json was unreadable") })
        #expect(second.lines.contains { $0.contains("scores.json was unreadable") })
    }

    @Test("a key pressed in the pause is handled with the files read: the next frame is the Scores tab with their list")
    func keyBeforeLaunchMessages() throws {
        let clock = ManualClock()
        var app = model(clock: clock)
        let files = MemoryFiles()
        let record = ScoreRecord(score: 287, date: .distantPast, durationSeconds: 60, setsFound: 3, mistakes: 0, hints: 0, mode: .standard, seed: 1)
        files.records = [record]
        files.launch = [.scoresChanged(RecordsOverview(records: [record]), rank: nil, notice: nil)]
        let terminal = ScriptedTerminal(clock: clock, script: [.input(.key(.function(2)))])
        _ = GameLoop(terminal: terminal, clock: clock, files: files).run(&app)
        let scores = try #require(terminal.frames.dropFirst().first)
        #expect(scores.lines.contains { $0.contains("287") }, "\(scores.lines.joined(separator: "\n"))")
    }

    @Test("a saved game is offered on the very first frame: its game is never seen running")
    func savesBeforeFirstFrame() throws {
        let clock = ManualClock()
        var app = model(clock: clock)
        let saved = AppModel(settings: AppSettings(animated: false), seed: 5, width: 80, height: 24, now: 0)
        let snapshot = GameSnapshot(game: saved.game, clock: 3, seed: 5, moves: [])
        let files = MemoryFiles()
        files.opening = [.savesFound([ResumeOffer(save: GameSave(snapshot), savedAt: "yesterday", slot: .standard)])]
        let terminal = ScriptedTerminal(clock: clock, script: [])
        _ = GameLoop(terminal: terminal, clock: clock, files: files).run(&app)
        guard case .frame(let first) = terminal.log.first else {
            Issue.record("no first frame: \(terminal.log.prefix(1))")
            return
        }
        #expect(first.lines.contains { $0.contains("Resume game from yesterday? (y/n)") }, "\(first.lines.joined(separator: "\n"))")
    }

    @Test("Ctrl-Z: the terminal is suspended, resumed, and the same board drawn again; play goes on")
    func suspendResume() throws {
        let clock = ManualClock()
        var app = model(clock: clock)
        let terminal = ScriptedTerminal(clock: clock, script: [.input(.character("q")), .suspendRequested, .input(.character("w"))])
        terminal.secondsSuspended = 600
        _ = GameLoop(terminal: terminal, clock: clock, files: MemoryFiles()).run(&app)
        let suspend = try #require(terminal.log.firstIndex(of: .suspend))
        #expect(terminal.log[suspend + 1] == .resume)
        guard case .frame(let before) = terminal.log[suspend - 2], case .frame(let after) = terminal.log[suspend + 2] else {
            Issue.record("no frames around the suspension: \(terminal.log)")
            return
        }
        #expect(before == after)
        #expect(app.game.selection.count == 2, "keys after fg still reach the game")
        #expect(app.elapsedSeconds < 1, "the game clock stood still for the 600 s at the shell (D8)")
    }

    @Test("a resize is drawn at the new size")
    func resize() {
        let clock = ManualClock()
        var app = model(clock: clock)
        let terminal = ScriptedTerminal(clock: clock, script: [.input(.resize(width: 60, height: 20))])
        _ = GameLoop(terminal: terminal, clock: clock, files: MemoryFiles()).run(&app)
        #expect(terminal.frames.map(\.width) == [80, 60], "the first frame; the resize came in the pause the files are read in: the new size")
        #expect(terminal.frames.last?.height == 20)
    }

    /// The card keys that finish `app`'s game in test mode (any three cards match), found by
    /// playing a copy: three cards, then Esc while the game goes on (at the end Esc would
    /// close the game-over popup), until the game is over.
    static func keysToFinish(_ app: AppModel) -> [TerminalEvent] {
        var copy = app
        var events: [TerminalEvent] = []
        while !copy.game.isOver && events.count < 1000 {
            for card in copy.game.table.prefix(3) {
                let event = InputEvent.character(Character(copy.labels[copy.game.slot(of: card.id)!]))
                events.append(.input(event))
                copy.update(.input(event), at: 0)
            }
            if copy.game.isOver { break }
            events.append(.input(.key(.escape)))
            copy.update(.input(.key(.escape)), at: 0)
        }
        return events
    }
}
