import FoundationEssentials
import SetApp
import SetCore
import SetFrame
import SetLoop
import SetRender
import SetTerminal

/// The scripted game of the benchmark's frames, played through the run loop itself
/// (``GameLoop/step(_:lastFrame:)``: render, diff, write, poll, read, update) on a
/// pseudo-terminal, and its tallies. Its frames are counted the way they are from outside
/// the game: the CPU of every turn of the loop over the deals (keys, menus and the pause
/// before a deal included), divided by the frames that reached the terminal.
struct BenchSession {
    var model: AppModel
    let cards: Int

    /// Frame measurements: over the scripted deals, and of clock ticks on a still board.
    struct Result {
        var deals = Tally()
        var ticks = Tally()

        struct Tally {
            /// Turns of the loop.
            var turns = 0
            /// Turns that wrote to the terminal: frames.
            var frames = 0
            /// Frames with a card in flight.
            var animatedFrames = 0
            var seconds = 0.0
            var writes = 0
            var bytes = 0
            /// Cards in flight, summed over the animated frames.
            var sprites = 0
        }

        /// Bytes written per frame over the deals.
        var bytesPerFrame: Double { Double(deals.bytes) / Double(max(deals.frames, 1)) }

        /// CPU per frame over the deals, seconds.
        var cpuPerFrame: Double { deals.seconds / Double(max(deals.frames, 1)) }

        /// The goal lines of the frames.
        var goals: [BenchGoal] {
            let frames = Double(max(deals.frames, 1))
            let ticked = Double(max(ticks.turns, 1))
            return [
                BenchGoal("frames: CPU per frame over the deals (every loop turn ÷ frames written)", figure: cpuPerFrame * 1000, unit: "ms", goal: 0.08, .atMost),
                BenchGoal("frames: write() calls per frame", figure: Double(deals.writes) / frames, unit: "writes", goal: 1, .atMost),
                BenchGoal("frames: bytes per frame", figure: bytesPerFrame, unit: "bytes", goal: nil, .atMost),
                BenchGoal("frames: cards in flight per animated frame", figure: Double(deals.sprites) / Double(max(deals.animatedFrames, 1)), unit: "cards", goal: nil, .atLeast),
                BenchGoal("clock tick: CPU per tick, nothing moving", figure: ticks.seconds / ticked * 1000, unit: "ms", goal: nil, .atMost),
                BenchGoal("clock tick: bytes written per tick", figure: Double(ticks.bytes) / ticked, unit: "bytes", goal: nil, .atMost),
            ]
        }
    }

    /// Plays deals until `frames` frames were written to `screen`, or until a bounded
    /// number of turns has passed (so every option value ends); then lets the clock tick
    /// `ticks` times on the settled board.
    mutating func measure(frames: Int, ticks: Int = 60, on screen: TerminalScreen) -> Result {
        let terminal = BenchTerminal(screen: screen)
        let loop = GameLoop(terminal: terminal, clock: terminal, files: BenchFiles())
        var result = Result()
        var lastFrame: LastFrame?
        let maximumTurns = frames * 40 + 10_000
        var writes = processWrites()
        while result.deals.frames < frames, result.deals.turns < maximumTurns, !model.wantsQuit {
            if !terminal.hasQueuedInput, model.animator.nextFrame(after: model.now) == nil {
                let (keys, pause) = nextKeys()
                terminal.queue(keys, after: pause)
            }
            let inFlight = model.animator.sprites(at: model.now).filter(\.isMoving).count
            let wrote = step(loop, &lastFrame, writes: &writes, into: &result.deals)
            if wrote, inFlight > 0 {
                result.deals.animatedFrames += 1
                result.deals.sprites += inFlight
            }
        }
        settle(loop, &lastFrame)
        terminal.waitsAreReal = false
        writes = processWrites()
        let start = threadCPUSeconds()
        result.ticks.turns = measureTicks(ticks, loop, &lastFrame)
        result.ticks.seconds = threadCPUSeconds() - start
        let after = processWrites()
        result.ticks.writes = (after?.calls ?? 0) - (writes?.calls ?? 0)
        result.ticks.bytes = (after?.bytes ?? 0) - (writes?.bytes ?? 0)
        return result
    }

    /// Lets the clock tick `count` times on the still board (stopping early should anything
    /// else change); returns how many ticked. Nothing but the loop's turns runs in here, so
    /// under callgrind `--toggle-collect='*measureTicks*'` counts exactly their instructions.
    @inline(never)
    private mutating func measureTicks(_ count: Int, _ loop: GameLoop, _ lastFrame: inout LastFrame?) -> Int {
        var ticked = 0
        while ticked < count, lastFrame?.redraw == .statusLine {  // after a tick that moved the clock alone
            _ = loop.step(&model, lastFrame: &lastFrame)
            ticked += 1
        }
        return ticked
    }

    /// One turn of the loop, its CPU (this thread's) and writes added to `tally`; `writes`,
    /// the process's write() calls and bytes so far, moves on. Returns whether it wrote.
    @discardableResult
    private mutating func step(
        _ loop: GameLoop, _ lastFrame: inout LastFrame?, writes: inout (calls: Int, bytes: Int)?, into tally: inout Result.Tally
    ) -> Bool {
        let start = threadCPUSeconds()
        _ = loop.step(&model, lastFrame: &lastFrame)
        tally.seconds += threadCPUSeconds() - start
        let after = processWrites()
        let calls = (after?.calls ?? 0) - (writes?.calls ?? 0)
        tally.turns += 1
        tally.writes += calls
        tally.bytes += (after?.bytes ?? 0) - (writes?.bytes ?? 0)
        writes = after
        if calls > 0 { tally.frames += 1 }
        return calls > 0
    }

    /// Runs the loop until the board is still and the clock is running, the way a player
    /// leaves a dealt game: answers a question, waits for cards in flight.
    private mutating func settle(_ loop: GameLoop, _ lastFrame: inout LastFrame?) {
        var tally = Result.Tally()
        var writes = processWrites()
        for _ in 0..<10_000 where lastFrame?.redraw != .statusLine && !model.wantsQuit {
            if model.confirmation != nil { (loop.terminal as? BenchTerminal)?.queue([.character("y")]) }
            step(loop, &lastFrame, writes: &writes, into: &tally)
        }
    }

    /// The keys of the script's next move and the pause before them, as a player deals:
    /// answer a question or the new-game menu (s starts a standard game) after a moment,
    /// fill the table to `cards` (Space deals three), then look at the dealt table for a
    /// second before starting a new game (n opens the menu), whose twelve cards fly in.
    private func nextKeys() -> (keys: [InputEvent], pause: Double) {
        if model.confirmation != nil { return ([.character("y")], Self.keyPause) }
        if model.menu != nil { return ([.character("s")], Self.keyPause) }
        if model.game.table.count < cards && !model.game.deck.isEmpty { return ([.character(" ")], Self.keyPause) }
        return ([.character("n")], Self.lookAtTheTable)
    }

    /// A player's pause between two keys, seconds.
    static let keyPause = 0.2
    /// How long a player looks at a dealt table before dealing anew, seconds.
    static let lookAtTheTable = 1.0
}
