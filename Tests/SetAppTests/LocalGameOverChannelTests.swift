import SetApp
import SetFrame
import SetProgram
import SetRender
import SetTestSupport
import Testing

/// The local game is a session program: the ssh driver's screen (``ProgramScreen``: whole
/// frames, diffed into ANSI bytes, paced) plays it as it plays a room, and a terminal that
/// applies those bytes shows the very screen the local loop draws.
@Suite("The local game through the ssh driver's screen", .timeLimit(.minutes(1)), .takesTurns)
struct LocalGameOverChannelTests {
    @Test("keys, a resize and ticks through ProgramScreen: every frame read back is the model's own screen")
    func framesReadBack() throws {
        let app = AppModel(settings: AppSettings(animated: true), seed: 3, width: 100, height: 30, now: 0)
        let screen = ProgramScreen(
            app, writer: FrameWriter(encoder: FrameEncoder(controls: .ansi(colors: nil))), pacer: FramePacer(minimumInterval: 1.0 / 30))
        var terminal = ANSIScreen(width: 100, height: 30)
        var now = 0.0
        var frames = 0
        func drawDue() {
            while let due = screen.nextFrameAt(canSend: true), due <= now {
                _ = screen.wake(at: now)
                guard let bytes = screen.frame(at: now, canSend: true) else { break }
                terminal.apply(bytes)
                frames += 1
                #expect(terminal.grid.lines == screen.program.view().lines, "at \(now)")
            }
        }
        let script: [(Double, AppMessage?)] = [
            (0.5, nil), (1.0, .input(.key(.right))), (1.5, .input(.character("q"))), (2.0, .input(.key(.end))),
            (2.5, .input(.character("?"))), (3.0, .input(.key(.escape))), (3.5, nil), (4.0, .input(.character(" "))),
        ]
        for (time, message) in script {
            while now < time {
                now += 1.0 / 60
                drawDue()
            }
            if let message { _ = screen.send(message, at: now) }
            drawDue()
        }
        #expect(terminal.problems == [])
        #expect(frames > 20, "the deal's animation and each key drawn: \(frames) frames")
        #expect(terminal.grid.lines.joined().contains("Deck"), "the board, not a blank screen")
    }
}
