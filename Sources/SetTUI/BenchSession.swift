import FoundationEssentials
import SetApp
import SetCore
import SetRender
import SetTerminal

/// The scripted game of the benchmark's frames, played through the run loop itself
/// (``GameLoop/step(_:lastFrame:)``: render, diff, ncurses, write, poll, update) on a
/// pseudo-terminal, and its tallies.
struct BenchSession {
    var model: AppModel
    let cards: Int

    /// Frame measurements, split by whether anything moved.
    struct Result {
        var moving = Tally()
        var idle = Tally()
        var ticks = Tally()

        struct Tally {
            var frames = 0
            var seconds = 0.0
            var writes = 0
            var bytes = 0
            var sprites = 0
        }

        /// The goal lines of the frames.
        var goals: [BenchGoal] {
            let frames = Double(max(moving.frames, 1))
            let ticked = Double(max(ticks.frames, 1))
            return [
                BenchGoal("frames: CPU per animation frame (loop, render, write, poll)", figure: moving.seconds / frames * 1000, unit: "ms", goal: 0.25, .atMost),
                BenchGoal("frames: write() calls per animation frame", figure: Double(moving.writes) / frames, unit: "writes", goal: 1, .atMost),
                BenchGoal("frames: bytes per animation frame", figure: Double(moving.bytes) / frames, unit: "bytes", goal: nil, .atMost),
                BenchGoal("frames: cards in flight per animation frame", figure: Double(moving.sprites) / frames, unit: "cards", goal: nil, .atLeast),
                BenchGoal("clock tick: CPU per tick, nothing moving", figure: ticks.seconds / ticked * 1000, unit: "ms", goal: nil, .atMost),
                BenchGoal("clock tick: bytes written per tick", figure: Double(ticks.bytes) / ticked, unit: "bytes", goal: nil, .atMost),
            ]
        }
    }

    /// Plays until `frames` animation frames were drawn on `screen`, or until a bounded
    /// number of steps has passed (so every option value ends); then lets the clock tick
    /// `ticks` times on the settled board.
    mutating func measure(frames: Int, ticks: Int = 60, on screen: TerminalScreen) -> Result {
        let terminal = BenchTerminal(screen: screen)
        let loop = GameLoop(terminal: terminal, clock: terminal, files: BenchFiles())
        var result = Result()
        var lastFrame: Grid?
        let maximumSteps = frames * 40 + 10_000
        var steps = 0
        while result.moving.frames < frames, steps < maximumSteps, !model.wantsQuit {
            steps += 1
            if !terminal.hasQueuedInput, model.animator.nextFrame(after: model.now) == nil { terminal.queue(nextKeys()) }
            let inFlight = model.animator.sprites(at: model.now).filter(\.isMoving).count
            if inFlight > 0 {
                step(loop, &lastFrame, into: &result.moving)
                result.moving.sprites += inFlight
            } else {
                step(loop, &lastFrame, into: &result.idle)
            }
        }
        settle(loop, &lastFrame)
        let writesBefore = processWrites()
        let start = threadCPUSeconds()
        result.ticks.frames = measureTicks(ticks, loop, &lastFrame)
        result.ticks.seconds = threadCPUSeconds() - start
        let writesAfter = processWrites()
        result.ticks.writes = (writesAfter?.calls ?? 0) - (writesBefore?.calls ?? 0)
        result.ticks.bytes = (writesAfter?.bytes ?? 0) - (writesBefore?.bytes ?? 0)
        return result
    }

    /// Lets the clock tick `count` times on the still board (stopping early should anything
    /// else change); returns how many ticked. Nothing but the loop's turns runs in here, so
    /// under callgrind `--toggle-collect='*measureTicks*'` counts exactly their instructions.
    @inline(never)
    private mutating func measureTicks(_ count: Int, _ loop: GameLoop, _ lastFrame: inout Grid?) -> Int {
        var ticked = 0
        while ticked < count, model.onlyClockChanged {
            _ = loop.step(&model, lastFrame: &lastFrame)
            ticked += 1
        }
        return ticked
    }

    /// One turn of the loop, its CPU (this thread's) and writes added to `tally`.
    private mutating func step(_ loop: GameLoop, _ lastFrame: inout Grid?, into tally: inout Result.Tally) {
        let writesBefore = processWrites()
        let start = threadCPUSeconds()
        _ = loop.step(&model, lastFrame: &lastFrame)
        tally.seconds += threadCPUSeconds() - start
        let writesAfter = processWrites()
        tally.frames += 1
        tally.writes += (writesAfter?.calls ?? 0) - (writesBefore?.calls ?? 0)
        tally.bytes += (writesAfter?.bytes ?? 0) - (writesBefore?.bytes ?? 0)
    }

    /// Runs the loop until the board is still and the clock is running, the way a player
    /// leaves a dealt game: answers a question, waits for cards in flight.
    private mutating func settle(_ loop: GameLoop, _ lastFrame: inout Grid?) {
        var tally = Result.Tally()
        for _ in 0..<10_000 where !model.onlyClockChanged && !model.wantsQuit {
            if model.confirmation != nil { (loop.terminal as? BenchTerminal)?.queue([.character("y")]) }
            step(loop, &lastFrame, into: &tally)
        }
    }

    /// The keys of the script's next move, as a player deals them: answer a question, fill
    /// the table to `cards` (Space deals three), then start a new standard game (n opens the
    /// new-game menu, s starts one; its twelve cards fly in, as in a real deal).
    private func nextKeys() -> [InputEvent] {
        if model.confirmation != nil { return [.character("y")] }
        if model.menu != nil { return [.character("s")] }
        if model.game.table.count < cards && !model.game.deck.isEmpty { return [.character(" ")] }
        return [.character("n")]
    }
}
