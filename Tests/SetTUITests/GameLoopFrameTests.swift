import SetApp
import SetCore
import SetFrame
import SetLoop
import SetRender
import SetTerminal
import SetTestSupport
import Testing

@testable import SetTUI

/// The loop draws every frame whole from the model at its time (the terminal writes only what
/// differs): the model knows nothing of frames.
@Suite("the run loop's frames", .timeLimit(.minutes(1)), .takesTurns)
struct GameLoopFrameTests {
    @Test("ticks move the clock and nothing else; a key's frame shows what it did")
    func keyAfterTicksIsWhole() throws {
        let clock = ManualClock()
        var app = AppModel(settings: AppSettings(animated: false), seed: 1, width: 80, height: 24, now: clock.now)
        // The first wait is the pause after the first frame, when the files are read.
        let script: [TerminalEvent] = [.timedOut, .timedOut, .timedOut, .input(.character("q")), .timedOut]
        let terminal = ScriptedTerminal(clock: clock, script: script)
        _ = GameLoop(terminal: terminal, clock: clock, files: MemoryFiles()).run(&app)
        let frames = Array(terminal.frames.suffix(5))
        try #require(terminal.frames.count >= 5, "a frame before each event and one after the last")
        let status = app.geometry.statusRow
        func cards(_ frame: Grid) -> [String] { Array(frame.lines[(status + 1)...]) }
        #expect(frames[1].lines[status].contains("00:01") && frames[2].lines[status].contains("00:02"), "the ticks moved the clock")
        #expect(cards(frames[1]) == cards(frames[0]) && cards(frames[2]) == cards(frames[0]))
        #expect(!frames[2].text.contains("┏") && frames[3].text.contains("┏ q"), "the key's frame shows the card chosen")
        #expect(frames[4].text.contains("┏ q") && frames[4].lines[status].contains("00:03"))
    }

    @Test("while the deal flies in, each step draws the model at its time, drawn afresh; the cards move, then rest")
    func dealFramesAreTheModelsAtTheirTime() {
        let clock = ManualClock()
        var app = AppModel(settings: AppSettings(animated: true), seed: 1, width: 100, height: 30, now: clock.now)
        let terminal = ScriptedTerminal(width: 100, height: 30, clock: clock, script: Array(repeating: .timedOut, count: 200))
        let loop = GameLoop(terminal: terminal, clock: clock, files: MemoryFiles())
        var changes = 0
        for _ in 0..<200 {
            let whole = app.render()
            _ = loop.step(&app)
            #expect(terminal.frames.last == whole)
            if terminal.frames.count >= 2, terminal.frames[terminal.frames.count - 1] != terminal.frames[terminal.frames.count - 2] { changes += 1 }
        }
        #expect(changes > 20, "the deal's frames differ one from the next")
        #expect(app.nextWakeUp.map { $0 - app.now >= 0.5 } == true, "once the cards are down, only the clock's next second wakes the loop")
    }
}
