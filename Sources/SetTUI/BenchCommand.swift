import ArgumentParser
import Foundation
import SetApp
import SetCore
import SetRender
import SetTerminal

/// `set-game bench`: what animation costs. Plays a scripted game on an offscreen terminal
/// and measures, per frame, the CPU time to render and to flush, and the bytes written.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure CPU time and terminal bytes per animation frame.",
        discussion: """
            Fills the table to --cards cards, then repeats: take a set (the table closes up), \
            deal 3 (the table spreads out), so that nearly every card is in flight. Frames are \
            drawn at 60 per second of model time into an offscreen xterm-256color of the given \
            size; only frames with at least all but three cards moving are counted as moving.
            """
    )

    @Option(parsing: .unconditional, help: "Terminal width.") var width = 200
    @Option(parsing: .unconditional, help: "Terminal height.") var height = 60
    @Option(parsing: .unconditional, help: "Cards on the table while measuring (a multiple of 3, 12…21).") var cards = 21
    @Option(parsing: .unconditional, help: "Moving frames to measure.") var frames = 600
    @Option(parsing: .unconditional, help: "Seed of the deal.") var seed: UInt64 = 1

    func validate() throws {
        guard (12...21).contains(cards), cards % 3 == 0 else { throw ValidationError("--cards must be 12, 15, 18 or 21") }
        guard frames >= 1 else { throw ValidationError("--frames must be at least 1") }
        guard BoardGeometry.fits(cardCount: cards, width: width, height: height) else {
            throw ValidationError("\(cards) cards do not fit on \(width)×\(height)")
        }
    }

    func run() throws {
        let screen = TerminalScreen(colorMode: .ansi256)
        try screen.startOffscreen(width: width, height: height)
        defer { screen.stop() }
        let settings = AppSettings(colorMode: screen.colorMode, ascii: !screen.isUTF8)
        var session = BenchSession(model: AppModel(settings: settings, seed: seed, width: width, height: height, now: 0), cards: cards)
        let result = session.measure(frames: frames, on: screen)
        print(result.report(width: width, height: height, cards: cards, colorMode: screen.colorMode))
    }
}

/// The scripted game of the benchmark and its tallies.
struct BenchSession {
    var model: AppModel
    let cards: Int
    private(set) var time = 0.0

    /// Frame measurements, split by how much was moving.
    struct Result {
        var moving = Tally()
        var idle = Tally()
        var fullRedrawBytes = 0

        struct Tally {
            var frames = 0
            var renderSeconds = 0.0
            var flushSeconds = 0.0
            var bytes = 0
            var sprites = 0
        }

        func report(width: Int, height: Int, cards: Int, colorMode: ColorMode) -> String {
            func ms(_ seconds: Double, _ count: Int) -> String { String(format: "%.3f ms", seconds / Double(max(count, 1)) * 1000) }
            let perFrame = (moving.renderSeconds + moving.flushSeconds) / Double(max(moving.frames, 1))
            let bytesPerMoving = moving.bytes / max(moving.frames, 1)
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return [
                "bench: \(width)×\(height), \(cards) cards, offscreen xterm-256color (\(colorMode.rawValue)), 60 frames per model second",
                "moving frames: \(moving.frames) (on average \(moving.sprites / max(moving.frames, 1)) cards in flight)",
                "  render (model → cell grid): \(ms(moving.renderSeconds, moving.frames)) CPU per frame",
                "  flush (diff → ncurses → bytes): \(ms(moving.flushSeconds, moving.frames)) CPU per frame",
                "  total: \(String(format: "%.3f", perFrame * 1000)) ms = \(String(format: "%.1f", perFrame * 60 * 100))% of one core at 60 fps",
                "  bytes written: \(bytesPerMoving) per frame = \(String(format: "%.2f", Double(bytesPerMoving) / Double(max(fullRedrawBytes, 1)))) × a full redraw (\(fullRedrawBytes) bytes)",
                "idle frames (clock tick only): \(idle.frames), \(ms(idle.renderSeconds + idle.flushSeconds, idle.frames)) CPU and \(idle.bytes / max(idle.frames, 1)) bytes per frame",
                "peak memory (max RSS): \(usage.ru_maxrss / 1024) MB",
            ].joined(separator: "\n")
        }
    }

    /// Plays until `frames` moving frames were drawn on `screen`.
    mutating func measure(frames: Int, on screen: TerminalScreen) -> Result {
        var result = Result()
        var previousBytes = screen.bytesWritten
        while result.moving.frames < frames {
            if model.animator.nextFrame(after: model.now) == nil { act() }
            time += 1.0 / 60
            model.update(.tick, at: time)
            let inFlight = model.animator.sprites(at: time).filter(\.isMoving).count
            let renderStart = BenchSession.cpuSeconds()
            let grid = model.render()
            let flushStart = BenchSession.cpuSeconds()
            screen.draw(grid)
            let end = BenchSession.cpuSeconds()
            let bytes = screen.bytesWritten
            let isMoving = inFlight >= cards - 3
            if isMoving || inFlight == 0 {
                var tally = isMoving ? result.moving : result.idle
                tally.frames += 1
                tally.renderSeconds += flushStart - renderStart
                tally.flushSeconds += end - flushStart
                tally.bytes += bytes - previousBytes
                tally.sprites += inFlight
                if isMoving { result.moving = tally } else { result.idle = tally }
            }
            previousBytes = bytes
        }
        screen.invalidate()
        screen.draw(model.render())
        result.fullRedrawBytes = screen.bytesWritten - previousBytes
        return result
    }

    /// The next move of the script: fill the table, then alternately take a set and deal 3.
    private mutating func act() {
        let game = model.game
        if game.isOver {
            press("n")
        } else if game.table.count < cards || game.matchesOnTable.isEmpty {
            press(" ")
        } else if game.selectionState == .matched {
            model.update(.input(.key(.escape)), at: time)
        } else {
            for card in game.matchesOnTable[0] { press(Character(model.labels[game.slot(of: card)!])) }
        }
    }

    private mutating func press(_ key: Character) {
        model.update(.input(.character(key)), at: time)
    }

    private static func cpuSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
