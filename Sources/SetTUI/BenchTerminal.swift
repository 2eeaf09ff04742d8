import SetApp
import SetRender
import SetTerminal

/// The terminal of the benchmark's frames: a real ``TerminalScreen`` on a pseudo-terminal,
/// whose frames, writes and input polls are the game's own. Waits for an animation frame
/// are real (the loop sleeps in `poll` until the deadline, as in a game, so the wake-up and
/// a cache gone cold count); longer waits — the clock's next second — poll for a
/// millisecond and then skip ahead on this clock, so the bench does not idle. Queued keys
/// arrive after a millisecond's poll.
final class BenchTerminal: TerminalBackend, GameClock {
    private let screen: TerminalScreen
    private let realClock = MonotonicClock()
    private var queued: [InputEvent] = []
    /// Seconds skipped instead of waited.
    private var skipped = 0.0

    /// Waits up to this long are real: animation frames.
    static let longestRealWait = 0.1

    init(screen: TerminalScreen) {
        self.screen = screen
    }

    var size: (width: Int, height: Int) { screen.size }

    /// Whether keys are waiting to be handed to the loop.
    var hasQueuedInput: Bool { !queued.isEmpty }

    /// Queues `events` for the next waits, in order.
    func queue(_ events: [InputEvent]) {
        queued += events
    }

    func draw(_ grid: Grid) {
        screen.draw(grid)
    }

    var now: Double { realClock.now + skipped }

    func nextEvent(timeout: Double?) -> TerminalEvent {
        if queued.isEmpty, let timeout, timeout <= Self.longestRealWait { return screen.nextEvent(timeout: timeout) }
        let polled = screen.nextEvent(timeout: 0.001)
        guard case .timedOut = polled else { return polled }
        if !queued.isEmpty { return .input(queued.removeFirst()) }
        skipped += ((timeout ?? 1) * 1000).rounded(.up) / 1000
        return .timedOut
    }

    func suspend() {}

    func resume() {}
}

/// The benchmark keeps no files: nothing to read at launch, effects are dropped.
struct BenchFiles: AppFileStore {
    func launchMessages() -> [AppMessage] { [] }
    func perform(_ effect: AppEffect) -> [AppMessage] { [] }
    var saveFailure: String? { nil }
}
