import SetApp
import SetRender
import SetTerminal

/// The interactive run loop: reads input, updates the model, performs its file effects,
/// draws frames. It sleeps in the terminal read until input arrives or the model's next
/// wake-up (an animation frame, or the clock's next second) is due.
struct GameLoop {
    let settings: AppSettings
    let seed: UInt64
    /// `--data-dir`, or nil for the XDG data directory.
    let dataDirectory: String?

    /// Plays until the player quits, the terminal goes away, or a signal asks to stop; the
    /// terminal is restored and a game in progress saved in every case.
    func run() throws {
        let screen = TerminalScreen()
        try screen.start()
        SignalGuard.install()
        defer { screen.stop() }
        var settings = settings
        settings.colorMode = screen.colorMode
        settings.ascii = !screen.isUTF8
        let files = AppFiles(dataDirectory: dataDirectory)
        let clock = MonotonicClock()
        let size = screen.size
        var model = AppModel(settings: settings, seed: seed, width: size.width, height: size.height, now: clock.now)
        for message in files.launchMessages() { send(message, to: &model, at: clock.now, files: files) }
        while !model.wantsQuit {
            if let signal = SignalGuard.pendingSignal {
                model.quit()
                perform(model.takeEffects(), on: &model, at: clock.now, files: files)
                screen.stop()
                SignalGuard.terminate(by: signal)
            }
            screen.draw(model.render())
            let timeout = model.nextWakeUp.map { max(0, Int((($0 - clock.now) * 1000).rounded(.up))) }
            switch screen.nextInput(timeoutMilliseconds: timeout) {
            case nil: send(.tick, to: &model, at: clock.now, files: files)
            case .interrupted?: continue
            case .endOfInput?: model.quit()
            case let event?: send(.input(event), to: &model, at: clock.now, files: files)
            }
        }
        perform(model.takeEffects(), on: &model, at: clock.now, files: files)
    }

    /// Updates the model with `message`, then performs the file work it asked for.
    private func send(_ message: AppMessage, to model: inout AppModel, at time: Double, files: AppFiles) {
        model.update(message, at: time)
        perform(model.takeEffects(), on: &model, at: time, files: files)
    }

    private func perform(_ effects: [AppEffect], on model: inout AppModel, at time: Double, files: AppFiles) {
        for effect in effects {
            if let answer = files.perform(effect) { model.update(answer, at: time) }
        }
    }
}
