import ArgumentParser
import Foundation
import SetApp
import SetCore
import SetRender
import SetStore
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

    @Option(help: "The mode: \(PlayMode.names.joined(separator: ", ")) (default: the last one chosen in the New game menu, else standard).")
    var mode: String?

    @Option(help: "The computer's level with --mode computer: easy, normal or hard (default normal).")
    var level: String?

    @Option(help: "The daily puzzle's day with --mode daily, YYYY-MM-DD (default: today).")
    var date: String?

    @Flag(help: "Any three cards match, to reach the end quickly (the same as --mode test).")
    var testMode = false

    @Option(help: "Where scores and the saved game are kept (default: $XDG_DATA_HOME/set-game, or ~/.local/share/set-game).")
    var dataDir: String?

    func validate() throws {
        guard Theme.named(theme) != nil else {
            throw ValidationError("unknown theme '\(theme)'; choose one of \(Theme.all.map(\.name).joined(separator: ", "))")
        }
        guard (0.25...4).contains(speed) else { throw ValidationError("--speed must be between 0.25 and 4, not \(speed)") }
        _ = try chosenMode(today: DailyPuzzle.firstDate)
    }

    /// The mode the options choose, nil when none is named; `today` is the daily puzzle's
    /// day without `--date`.
    /// - Throws: `ValidationError` for an unknown mode, level or day, or an option that does
    ///   not go with the mode.
    func chosenMode(today: CalendarDate) throws -> PlayMode? {
        let name = mode ?? (testMode ? "test" : nil)
        if let mode, !PlayMode.names.contains(mode) {
            throw ValidationError("unknown mode '\(mode)'; choose one of \(PlayMode.names.joined(separator: ", "))")
        }
        if testMode, let mode, mode != "test" { throw ValidationError("--test-mode is --mode test; it does not go with --mode \(mode)") }
        var opponent: OpponentLevel?
        if let level {
            guard name == "computer" else { throw ValidationError("--level goes with --mode computer only") }
            guard let known = OpponentLevel(rawValue: level) else {
                throw ValidationError("unknown level '\(level)'; choose one of \(OpponentLevel.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            opponent = known
        }
        var day = today
        if let date {
            guard name == "daily" else { throw ValidationError("--date goes with --mode daily only") }
            guard let parsed = CalendarDate(parsing: date) else {
                throw ValidationError("--date '\(date)' is not a day written YYYY-MM-DD (e.g. 2026-11-22)")
            }
            guard DailyPuzzle.covers(parsed) else {
                throw ValidationError("--date \(date): the daily puzzle covers \(DailyPuzzle.firstDate) … \(DailyPuzzle.lastDate)")
            }
            day = parsed
        }
        guard let name else { return nil }
        guard let chosen = PlayMode(name: name, level: opponent, date: day) else {
            throw ValidationError("today, \(day), has no daily puzzle: it covers \(DailyPuzzle.firstDate) … \(DailyPuzzle.lastDate)")
        }
        return chosen
    }

    /// The settings these options choose, before the terminal's colors and locale are known.
    var settings: AppSettings {
        AppSettings(
            theme: (Theme.named(theme) ?? .classic).with(palette), keyboard: layout, animated: !noAnimation,
            speed: speed, rule: testMode ? .anyGroup : .standard
        )
    }

    /// The settings for a launch on `today`: the mode named by the options, else the one
    /// remembered from the New game menu, else standard; the menu's daily puzzle is of
    /// `--date` when given, else of `today`.
    func settings(today: CalendarDate, remembered: PlayMode?) throws -> AppSettings {
        var settings = settings
        let named = try chosenMode(today: today)
        settings.mode = named ?? remembered ?? .standard
        if case .daily(let day) = settings.mode { settings.today = day } else { settings.today = today }
        return settings
    }

    func run() throws {
        let today = DailyCommand.localToday()
        let remembered = (try? DataDirectory(override: dataDir)).flatMap { ModeMemory(directory: $0.url).read(today: today) }
        var settings = try settings(today: today, remembered: remembered)
        let screen = TerminalScreen()
        do {
            try screen.start()
        } catch let error as TerminalError {
            FileHandle.standardError.write(Data("set-game: \(error)\n".utf8))
            throw ExitCode(2)
        }
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
