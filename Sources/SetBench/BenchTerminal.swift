import SetApp
import SetFrame
import SetLoop
import SetRender
import SetTerminal

/// The terminal of the benchmark's frames: a real ``TerminalScreen`` on a pseudo-terminal,
/// whose frames, writes and input polls are the game's own. While ``waitsAreReal`` (the
/// deals), every wait is real, as in a game: the loop sleeps in `poll` until the next
/// frame, the clock's next second, or the moment a queued key is due, so the wake-ups and
/// caches gone cold over a player's pauses count. Otherwise (the clock ticks measured on a
/// still board) a wait polls for a millisecond and then skips ahead on this clock, so the
/// bench does not idle.
final class BenchTerminal: TerminalBackend, GameClock {
    private let screen: TerminalScreen
    private let realClock = MonotonicClock()
    /// Keys to hand to the loop, each once its time (on this clock) has come.
    private var queued: [(event: InputEvent, due: Double)] = []
    /// Seconds skipped instead of waited.
    private var skipped = 0.0
    /// Whether waits are real (the default) or skipped.
    var waitsAreReal = true

    /// The longest real wait for nothing: one with no limit ends after this, as a tick.
    static let longestRealWait = 1.5

    init(screen: TerminalScreen) {
        self.screen = screen
    }

    var size: (width: Int, height: Int) { screen.size }

    /// Whether keys are waiting to be handed to the loop.
    var hasQueuedInput: Bool { !queued.isEmpty }

    /// Queues `events`, the first due `delay` seconds from now (a player's pause), the rest
    /// right after it.
    func queue(_ events: [InputEvent], after delay: Double = 0) {
        let due = now + delay
        queued += events.map { ($0, due) }
    }

    func draw(_ grid: Grid) {
        screen.draw(grid)
    }

    var now: Double { realClock.now + skipped }

    func nextEvent(timeout: Double?) -> TerminalEvent {
        let keyWait = queued.first.map { max(0, $0.due - now) }
        let wait = min(timeout ?? .infinity, keyWait ?? .infinity, Self.longestRealWait)
        guard waitsAreReal else {
            let polled = screen.nextEvent(timeout: min(wait, 0.001))
            guard case .timedOut = polled else { return polled }
            skipped += (wait * 1000).rounded(.up) / 1000
            return deliverDueKey() ?? .timedOut
        }
        let polled = screen.nextEvent(timeout: wait)
        guard case .timedOut = polled else { return polled }
        return deliverDueKey() ?? .timedOut
    }

    /// The first queued key, if its time has come.
    private func deliverDueKey() -> TerminalEvent? {
        guard let first = queued.first, first.due <= now else { return nil }
        queued.removeFirst()
        return .input(first.event)
    }

    func suspend() {}

    func resume() {}
}

/// The benchmark keeps no files: nothing to read at launch, effects are dropped.
struct BenchFiles: AppFileStore {
    func openingMessages() -> [AppMessage] { [] }
    func launchMessages() -> [AppMessage] { [] }
    func perform(_ effect: AppEffect) -> [AppMessage] { [] }
    var saveFailure: String? { nil }
}
