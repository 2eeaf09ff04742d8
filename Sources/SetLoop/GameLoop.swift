import SetApp
import SetFrame
import SetProgram
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
        // The saves come first (a game offered is never seen running); the board goes out
        // before the other files are read: a long score list must not keep a player from the
        // table. They are read at the first pause, while the terminal shows the board (the
        // read then never competes with it); a key pressed before is handled after them, so
        // it finds the scores. What they say shows on the next frame, drawn at once.
        for message in files.openingMessages() { send(message, to: &model) }
        draw(&model)
        let pause = min(seconds(until: model.nextWakeUp) ?? Self.launchPause, Self.launchPause)
        let first = terminal.nextEvent(timeout: pause)
        for message in files.launchMessages() { send(message, to: &model) }
        send(.laidOut(model.screenLayout()), to: &model)  // what the files said, as the next frame lays it out
        if let signal = handle(first, &model) { return signal }
        while !model.wantsQuit {
            if let signal = step(&model) { return signal }
        }
        return nil
    }

    /// The longest the loop waits after the first frame before it reads the files, seconds:
    /// a frame's time, so what they say shows at once.
    public static let launchPause = 1.0 / 60

    /// One turn of the loop: draws the whole frame (the terminal writes what differs from
    /// the last), waits for what comes next and hands it to the model. Returns the signal
    /// that asked to stop, if one did.
    public func step(_ model: inout AppModel) -> StopSignal? {
        draw(&model)
        return handle(terminal.nextEvent(timeout: seconds(until: model.nextWakeUp)), &model)
    }

    /// Draws the whole frame and hands the model the screen's layout, which the next key or
    /// click is read against (``AppMessage/laidOut(_:)``).
    private func draw(_ model: inout AppModel) {
        terminal.draw(model.render(cache: cache))
        send(.laidOut(model.screenLayout()), to: &model)
    }

    /// Seconds from now until `wakeUp`, a time on the loop's clock (none past it); nil, to
    /// wait for input only, when there is no wake-up. The loop draws a frame every turn (the
    /// terminal writes only what changed), so of the pacing it needs only this
    /// (``FramePacer``).
    private func seconds(until wakeUp: Double?) -> Double? {
        FramePacer.seconds(until: wakeUp, from: clock.now)
    }

    /// Hands `event` to the model; returns the signal that asked to stop, if one did.
    private func handle(_ event: TerminalEvent, _ model: inout AppModel) -> StopSignal? {
        switch event {
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
