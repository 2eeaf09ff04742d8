import ArgumentParser
import FoundationEssentials
import Glibc
import SetApp

/// The `set-game` command: plays the game by default; headless subcommands solve card
/// lists and simulate whole games.
@main
struct SetGameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-game",
        abstract: "The SET card game, in your terminal.",
        version: "set-game \(SetGameVersion.current)",
        subcommands: [PlayCommand.self, SolveCommand.self, SimulateCommand.self, BenchCommand.self, DailyCommand.self],
        defaultSubcommand: PlayCommand.self
    )

    /// Parses and runs the command line; usage errors exit with status 2, as every tool of
    /// this project does, rather than ArgumentParser's 64.
    static func main() {
        main(arguments: Array(CommandLine.arguments.dropFirst()))
    }

    /// Runs the command for `arguments` (without the program name) and exits. A bare
    /// `set-game` plays with the default options at once, without parsing.
    static func main(arguments: [String]) -> Never {
        do {
            if arguments.isEmpty {
                try PlayOptions().run()
                Glibc.exit(0)
            }
            var command = try parseAsRoot(arguments)
            try command.run()
            Glibc.exit(0)
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            StandardError.writeLine(fullMessage(for: error))
            Glibc.exit(2)
        }
    }
}
