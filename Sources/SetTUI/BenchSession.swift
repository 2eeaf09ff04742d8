import Foundation
import SetApp
import SetCore
import SetTerminal

/// The scripted game of the benchmark's frames, and its tallies.
struct BenchSession {
    var model: AppModel
    let cards: Int
    private(set) var time = 0.0

    /// Frame measurements, split by whether anything moved.
    struct Result {
        var moving = Tally()
        var idle = Tally()

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
            let idleFrames = Double(max(idle.frames, 1))
            return [
                BenchGoal("frames: CPU per animation frame", figure: moving.seconds / frames * 1000, unit: "ms", goal: 0.25, .atMost),
                BenchGoal("frames: write() calls per animation frame", figure: Double(moving.writes) / frames, unit: "writes", goal: 1, .atMost),
                BenchGoal("frames: bytes per animation frame", figure: Double(moving.bytes) / frames, unit: "bytes", goal: nil, .atMost),
                BenchGoal("frames: cards in flight per animation frame", figure: Double(moving.sprites) / frames, unit: "cards", goal: nil, .atLeast),
                BenchGoal("clock tick: CPU per frame with nothing moving", figure: idle.seconds / idleFrames * 1000, unit: "ms", goal: nil, .atMost),
            ]
        }
    }

    /// Plays until `frames` animation frames were drawn on `screen`, or until a bounded
    /// number of steps has passed (so every option value ends).
    mutating func measure(frames: Int, on screen: TerminalScreen) -> Result {
        var result = Result()
        let maximumSteps = frames * 40 + 10_000
        var steps = 0
        while result.moving.frames < frames, steps < maximumSteps {
            steps += 1
            if model.animator.nextFrame(after: model.now) == nil { act() }
            time += 1.0 / 60
            let writesBefore = processWrites()
            let start = threadCPUSeconds()
            model.update(.tick, at: time)
            screen.draw(model.render())
            let seconds = threadCPUSeconds() - start
            let writesAfter = processWrites()
            let inFlight = model.animator.sprites(at: time).filter(\.isMoving).count
            var tally = inFlight > 0 ? result.moving : result.idle
            tally.frames += 1
            tally.seconds += seconds
            tally.writes += (writesAfter?.calls ?? 0) - (writesBefore?.calls ?? 0)
            tally.bytes += (writesAfter?.bytes ?? 0) - (writesBefore?.bytes ?? 0)
            tally.sprites += inFlight
            if inFlight > 0 { result.moving = tally } else { result.idle = tally }
        }
        return result
    }

    /// The next move of the script: answer a question, fill the table, then take a set (or
    /// deal when there is none); a game over starts a new one.
    private mutating func act() {
        let game = model.game
        if model.confirmation != nil {
            press("y")
        } else if game.isOver {
            press("n")
        } else if game.selectionState == .matched {
            model.update(.input(.key(.escape)), at: time)
        } else if game.table.count < cards || game.matchesOnTable.isEmpty {
            press(" ")
        } else {
            for card in game.matchesOnTable[0] { press(Character(model.labels[game.slot(of: card)!])) }
        }
    }

    private mutating func press(_ key: Character) {
        model.update(.input(.character(key)), at: time)
    }
}
