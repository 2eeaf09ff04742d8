import SetApp
import SetRender
import SetTerminal

/// The interactive run loop: reads input, updates the model, draws frames. It sleeps in
/// the terminal read until input arrives or the model's next wake-up (an animation frame,
/// or the clock's next second) is due.
struct GameLoop {
    let settings: AppSettings
    let seed: UInt64

    /// Plays until the player quits, the terminal goes away, or a signal asks to stop; the
    /// terminal is restored in every case.
    func run() throws {
        let screen = TerminalScreen()
        try screen.start()
        SignalGuard.install()
        defer { screen.stop() }
        var settings = settings
        settings.colorMode = screen.colorMode
        settings.ascii = !screen.isUTF8
        let clock = MonotonicClock()
        let size = screen.size
        var model = AppModel(settings: settings, seed: seed, width: size.width, height: size.height, now: clock.now)
        while !model.wantsQuit {
            if let signal = SignalGuard.pendingSignal {
                screen.stop()
                SignalGuard.terminate(by: signal)
            }
            screen.draw(model.render())
            let timeout = model.nextWakeUp.map { max(0, Int((($0 - clock.now) * 1000).rounded(.up))) }
            switch screen.nextInput(timeoutMilliseconds: timeout) {
            case nil: model.update(.tick, at: clock.now)
            case .interrupted?: continue
            case .endOfInput?: return
            case let event?: model.update(.input(event), at: clock.now)
            }
        }
    }
}
