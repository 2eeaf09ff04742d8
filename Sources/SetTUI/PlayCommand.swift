import ArgumentParser
import SetApp
import SetCore
import SetRender
import SetTable

/// `set-game` (`play`): the game in the terminal.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", abstract: "Play SET in the terminal (the default).")

    @Option(parsing: .unconditional, help: "Seed of the deal, a whole number from 0 to 18446744073709551615, for a reproducible game (default: a random seed).")
    var seed: UInt64?

    @Option(parsing: .unconditional, help: "Card look: \(Theme.all.map(\.name).joined(separator: ", ")).")
    var theme: String = Theme.classic.name

    @Option(parsing: .unconditional, help: "Card colors: standard, or colorblind (blue, orange, yellow: they differ in lightness too, and each card shows its color's name).")
    var palette: CardPalette = .standard

    @Option(parsing: .unconditional, help: "Keyboard the card keys follow: \(KeyboardLayout.allCases.map(\.rawValue).joined(separator: ", ")).")
    var layout: KeyboardLayout = .qwerty

    @Flag(help: "Cards land at once, without flying.")
    var noAnimation = false

    @Option(parsing: .unconditional, help: "Animation speed, 0.25 (slow) to 4 (fast).")
    var speed: Double = 1

    @Option(parsing: .unconditional, help: "The mode: \(PlayMode.names.joined(separator: ", ")) (default: the last one chosen in the New game menu, else standard).")
    var mode: String?

    @Option(parsing: .unconditional, help: "The computer's level with --mode computer: easy, normal, brisk or hard (default normal).")
    var level: String?

    @Option(parsing: .unconditional, help: "The daily puzzle's day with --mode daily, YYYY-MM-DD (default: today).")
    var date: String?

    @Flag(help: "Any three cards match, to reach the end quickly (the same as --mode test).")
    var testMode = false

    @Option(parsing: .unconditional, help: "Where scores and the saved game are kept (default: $XDG_DATA_HOME/set-game, or ~/.local/share/set-game).")
    var dataDir: String?

    /// The options as plain values, which a bare `set-game` builds without parsing.
    var options: PlayOptions {
        PlayOptions(
            seed: seed, theme: theme, palette: palette, layout: layout, noAnimation: noAnimation, speed: speed,
            mode: mode, level: level, date: date, testMode: testMode, dataDir: dataDir
        )
    }

    func validate() throws {
        try options.validate()
    }

    func run() throws {
        try options.run()
    }
}

extension KeyboardLayout: ExpressibleByArgument {}
extension CardPalette: ExpressibleByArgument {}
