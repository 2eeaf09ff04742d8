import FoundationEssentials
import SetAnimation
import SetApp
import SetCore
import SetRender
import SetTerminal

/// The floor under a frame of this design, with no game: the path a frame of cards in flight
/// takes once the model has spoken. Each frame copies a board (the game's own first frame)
/// into the frame, draws three cards from the painter's cache a column further on, and goes
/// through the terminal screen as the loop does: diff, encode, one `write`, and a wait of a
/// frame's time for a key that does not come. Three cards moving a column a frame write
/// about as many bytes as the bench's deals. What a frame costs above this is the game's.
struct SpriteFloor {
    let width: Int
    let height: Int
    /// Frames timed in each of five runs (two seconds of them).
    var frames = 120

    /// What a run measured, per frame.
    struct Result {
        /// CPU seconds, the median of the runs.
        var seconds: Double
        /// Bytes written.
        var bytes: Double
    }

    /// Cards moved each frame.
    static let cards = 3

    /// CPU and bytes per frame over five runs of `frames`.
    func measure() throws -> Result {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let screen = TerminalScreen(colorMode: .ansi256)
        try screen.startOffscreen(width: width, height: height, output: terminal.output, input: terminal.input)
        defer { screen.stop() }
        let cache = RenderCache()
        let settings = AppSettings(colorMode: screen.colorMode, ascii: !screen.isUTF8)
        let board = AppModel(settings: settings, seed: 1, width: width, height: height, now: 0).render(after: nil, cache: cache)
        let painter = CardPainter(colorMode: screen.colorMode, cache: cache)
        let faces = Array(SetCard.fullDeck.prefix(Self.cards))
        var frame = board
        var shown = 0
        var runs: [Double] = []
        let writesBefore = processWrites(counters: "/proc/thread-self/io")  // this thread: the screen writes on it
        for _ in 0..<5 {
            let start = threadCPUSeconds()
            for _ in 0..<frames {
                for row in 0..<height { frame.copyRow(row, from: board) }
                for (index, face) in faces.enumerated() {
                    painter.drawFace(face, label: nil, in: place(card: index, frame: shown), on: &frame)
                }
                screen.draw(frame)
                _ = screen.nextEvent(timeout: Animator.frameInterval)
                shown += 1
            }
            runs.append((threadCPUSeconds() - start) / Double(frames))
        }
        let bytes = (processWrites(counters: "/proc/thread-self/io")?.bytes ?? 0) - (writesBefore?.bytes ?? 0)
        return Result(seconds: median(runs), bytes: Double(bytes) / Double(shown))
    }

    /// Where card `index` is on frame `frame`: a card's size, a column further on each frame,
    /// wrapping round the screen, each card on rows of its own.
    func place(card index: Int, frame: Int) -> Rect {
        let (cardWidth, cardHeight) = (min(16, width), min(8, height))
        let x = (frame + index * 23) % max(1, width - cardWidth + 1)
        let y = index * cardHeight % max(1, height - cardHeight + 1)
        return Rect(x: x, y: y, width: cardWidth, height: cardHeight)
    }

    /// The floor's lines beside the bench's CPU per frame (seconds).
    func goals(cpuPerFrame: Double) throws -> [BenchGoal] {
        let floor = try measure()
        return [
            BenchGoal("frames: no game, three cached cards moved over a kept board", figure: floor.seconds * 1000, unit: "ms", goal: nil, .atMost),
            BenchGoal("frames: no game, bytes per frame", figure: floor.bytes, unit: "bytes", goal: nil, .atMost),
            BenchGoal("frames: CPU per frame ÷ no game", figure: cpuPerFrame / floor.seconds, unit: "×", goal: nil, .atMost),
        ]
    }
}
