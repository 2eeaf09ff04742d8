import ArgumentParser
import FoundationEssentials
import SetApp
import SetCore
import SetLoop
import SetRender
import SetStore
import SetTable
import SetTerminal

/// What `play` was asked for, as plain values: `PlayCommand`'s options once parsed, or
/// their defaults for a bare `set-game`, which starts without ArgumentParser's reflection
/// (a quarter of the start-up's instructions).
struct PlayOptions: Equatable {
    var seed: UInt64? = nil
    var theme = Theme.classic.name
    var palette = CardPalette.standard
    var layout = KeyboardLayout.qwerty
    var noAnimation = false
    var speed = 1.0
    var mode: String? = nil
    var level: String? = nil
    var date: String? = nil
    var testMode = false
    var dataDir: String? = nil

    /// Throws `ValidationError` for a value out of range or options that do not go together.
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
        if let mode, PlayMode.choice(of: mode) == nil {
            throw ValidationError("unknown mode '\(mode)'; choose one of \(PlayMode.names.joined(separator: ", "))")
        }
        let choice = name.flatMap(PlayMode.choice(of:))
        if testMode, let mode, mode != "test" { throw ValidationError("--test-mode is --mode test; it does not go with --mode \(mode)") }
        var opponent: OpponentLevel?
        if let level {
            guard choice == .level else { throw ValidationError("--level goes with --mode \(Self.modes(taking: .level)) only") }
            guard let known = OpponentLevel(rawValue: level) else {
                throw ValidationError("unknown level '\(level)'; choose one of \(OpponentLevel.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            opponent = known
        }
        var day = today
        if let date {
            guard choice == .day else { throw ValidationError("--date goes with --mode \(Self.modes(taking: .day)) only") }
            day = try DateArgument.day(date)
        }
        guard let name else { return nil }
        guard let chosen = PlayMode(name: name, level: opponent, date: day) else {
            throw ValidationError("today, \(day), has no daily puzzle: it covers \(DailyPuzzle.firstDate) … \(DailyPuzzle.lastDate)")
        }
        return chosen
    }

    /// The names of the modes that take `choice`, for a message: `computer`.
    private static func modes(taking choice: GameContext.Choice) -> String {
        PlayMode.names.filter { PlayMode.choice(of: $0) == choice }.joined(separator: " or ")
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
        settings.today = settings.mode.date ?? today
        return settings
    }

    /// Plays in the terminal until the player quits or a signal ends the game.
    func run() throws {
        let today = DailyCommand.localToday()
        let remembered = (try? DataDirectory(override: dataDir)).flatMap { ModeMemory(directory: $0.url).read(today: today) }
        var settings = try settings(today: today, remembered: remembered)
        let screen = TerminalScreen()
        do {
            try screen.start()
        } catch let error as TerminalError {
            StandardError.writeLine("set-game: \(error)")
            throw ExitCode(2)
        }
        settings.colorMode = screen.colorMode
        settings.ascii = !screen.isUTF8
        let clock = MonotonicClock()
        let size = screen.size
        let files = AppFiles(dataDirectory: dataDir, settings: settings)
        var model = AppModel(
            settings: settings, seed: seed ?? UInt64.random(in: 0...UInt64.max),
            width: size.width, height: size.height, now: clock.now)
        let loop = GameLoop(terminal: screen, clock: clock, files: files)
        let signal = loop.run(&model)
        screen.stop()
        let scoreFailure = files.writeKeptScores()
        if let failure = files.saveFailure {
            StandardError.writeLine("set-game: the game in progress could not be saved: \(failure)")
        }
        if let scoreFailure { StandardError.writeLine("set-game: \(scoreFailure)") }
        for notice in files.savedElsewhere { StandardError.writeLine("set-game: \(notice)") }
        if let signal { SignalGuard.terminate(by: signal) }
        if files.saveFailure != nil || scoreFailure != nil { throw ExitCode(1) }
    }
}

