import ArgumentParser
import Foundation
import SetApp
import SetCore
import SetRender
import SetTerminal

/// `set-game` (`play`): the game in the terminal.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", abstract: "Play SET in the terminal (the default).")

    @Option(parsing: .unconditional, help: "Seed of the deal, a whole number from 0 to 18446744073709551615, for a reproducible game (default: a random seed).")
    var seed: UInt64?

    @Option(help: "Card look: \(Theme.all.map(\.name).joined(separator: ", ")).")
    var theme: String = Theme.classic.name

    @Option(help: "Card colors: standard, or colorblind (blue, orange, yellow: they differ in lightness too, and each card shows its color's letter).")
    var palette: CardPalette = .standard

    @Option(help: "Keyboard the card keys follow: \(KeyboardLayout.allCases.map(\.rawValue).joined(separator: ", ")).")
    var layout: KeyboardLayout = .qwerty

    @Flag(help: "Cards land at once, without flying.")
    var noAnimation = false

    @Option(parsing: .unconditional, help: "Animation speed, 0.25 (slow) to 4 (fast).")
    var speed: Double = 1

    @Flag(help: "Any three cards match, to reach the end quickly.")
    var testMode = false

    @Option(help: "Where scores and the saved game are kept (default: $XDG_DATA_HOME/set-game, or ~/.local/share/set-game).")
    var dataDir: String?

    func validate() throws {
        guard Theme.named(theme) != nil else {
            throw ValidationError("unknown theme '\(theme)'; choose one of \(Theme.all.map(\.name).joined(separator: ", "))")
        }
        guard (0.25...4).contains(speed) else { throw ValidationError("--speed must be between 0.25 and 4, not \(speed)") }
    }

    /// The settings these options choose, before the terminal's colors and locale are known.
    var settings: AppSettings {
        AppSettings(
            theme: (Theme.named(theme) ?? .classic).with(palette), keyboard: layout, animated: !noAnimation,
            speed: speed, rule: testMode ? .anyGroup : .standard
        )
    }

    func run() throws {
        CrashReportSettings.ensureNonInteractive()
        let screen = TerminalScreen()
        do {
            try screen.start()
        } catch let error as TerminalError {
            FileHandle.standardError.write(Data("set-game: \(error)\n".utf8))
            throw ExitCode(2)
        }
        var settings = settings
        settings.colorMode = screen.colorMode
        settings.ascii = !screen.isUTF8
        let clock = MonotonicClock()
        let size = screen.size
        let files = AppFiles(dataDirectory: dataDir, settings: settings)
        var model = AppModel(
            settings: settings, seed: seed ?? UInt64.random(in: 0...UInt64.max),
            width: size.width, height: size.height, now: clock.now, resumeOffers: files.resumeOffers
        )
        let loop = GameLoop(terminal: screen, clock: clock, files: files)
        let signal = loop.run(&model)
        screen.stop()
        if let failure = files.saveFailure {
            FileHandle.standardError.write(Data("set-game: the game in progress could not be saved: \(failure)\n".utf8))
        }
        if let signal { SignalGuard.terminate(by: signal) }
        if files.saveFailure != nil { throw ExitCode(1) }
    }
}

extension KeyboardLayout: ExpressibleByArgument {}
extension CardPalette: ExpressibleByArgument {}
