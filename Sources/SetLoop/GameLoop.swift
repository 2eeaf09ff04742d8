import SetApp
import SetFrame
import SetRender
import SetTerminal

/// The interactive run loop: waits on the terminal, turns what it reports into messages for
/// the model, performs the effects the model asks for, and draws frames. It sleeps in the
/// terminal's wait until input, a signal, or the model's next wake-up (an animation frame,
/// the clock's next second) arrives. The terminal, the clock and the files come from outside,
/// so tests run it on a scripted terminal. Its frames keep what they draw once in a
/// ``RenderCache`` of the loop's own.
public struct GameLoop {
    public let terminal: any TerminalBackend
    public let clock: any GameClock
    public let files: any AppFileStore
    /// The paintings and rows kept from one frame to the next.
    let cache = RenderCache()

    /// A loop on `terminal`, reading the time from `clock` and doing file work through `files`.
    public init(terminal: any TerminalBackend, clock: any GameClock, files: any AppFileStore) {
        self.terminal = terminal
        self.clock = clock
        self.files = files
    }

    /// Plays `model` until it quits: the player quit, the input ended, or a signal asked
    /// (then returned, for the caller to end the process with). Every way out goes through
    /// the model, which queues the save of a game in progress; that is performed before
    /// this returns.
    public func run(_ model: inout AppModel) -> StopSignal? {
        // The board goes out before the files are read: a long score list must not keep a
        // player from the table. What the files say shows on the next frame, drawn at once.
        var frame: Grid? = model.render(updating: nil, cache: cache)
        terminal.draw(frame!)
        for message in files.launchMessages() { send(message, to: &model) }
        while !model.wantsQuit {
            if let signal = step(&model, lastFrame: &frame) { return signal }
        }
        return nil
    }

    /// One turn of the loop: draws the frame (from `lastFrame`, changed in place, when only
    /// the clock moved), waits for what comes next and hands it to the model; returns the
    /// signal that asked to stop, if one did.
    public func step(_ model: inout AppModel, lastFrame: inout Grid?) -> StopSignal? {
        let frame = model.render(updating: lastFrame.take(), cache: cache)
        terminal.draw(frame)
        lastFrame = frame
        let timeout = model.nextWakeUp.map { max(0, $0 - clock.now) }
        switch terminal.nextEvent(timeout: timeout) {
        case .input(let event): send(.input(event), to: &model)
        case .timedOut: send(.tick, to: &model)
        case .endOfInput: send(.quit, to: &model)
        case .signal(let signal):
            send(.signal(signal), to: &model)
            return signal
        case .suspendRequested:
            send(.suspended, to: &model)
            terminal.suspend()
            terminal.resume()
            send(.resumed, to: &model)
        }
        return nil
    }

    /// Updates the model with `message`, then performs the file work it asked for, handing
    /// each answer back as a message.
    private func send(_ message: AppMessage, to model: inout AppModel) {
        for effect in model.update(message, at: clock.now) {
            for answer in files.perform(effect) { send(answer, to: &model) }
        }
    }
}
