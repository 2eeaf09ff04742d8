import ArgumentParser
import FoundationEssentials
import Glibc
import SetApp
import SetTerminal

/// The `set-game` command: plays the game by default; headless subcommands solve card
/// lists and simulate whole games.
@main
struct SetGameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-game",
        abstract: "The SET card game, in your terminal.",
        version: "set-game \(SetGameVersion.current)",
        subcommands: [PlayCommand.self, SolveCommand.self, SimulateCommand.self, DailyCommand.self, ServeCommand.self],
        defaultSubcommand: PlayCommand.self
    )

    /// Parses and runs the command line; usage errors exit with status 2, as every tool of
    /// this project does, rather than ArgumentParser's 64.
    static func main() {
        main(arguments: ProcessArguments.afterProgramName)
    }

    /// Runs the command for `arguments` (without the program name) and exits. A bare
    /// `set-game` plays with the default options at once, without parsing, and a command
    /// line of play options only is read without ArgumentParser when it can be. Every message
    /// goes to standard error in one style, `set-game: <what is wrong>`, with the usage
    /// after a usage error; output that cannot be written is an error (status 1).
    static func main(arguments: [String]) -> Never {
        do {
            if arguments.isEmpty {
                try PlayOptions().run()
                Glibc.exit(0)
            }
            try CommandLineCheck.check(arguments)
            if let options = PlayOptions(plainArguments: arguments), (try? options.validate()) != nil {
                try options.run()
                Glibc.exit(0)
            }
            if ["--help", "-h", "help"].contains(arguments.first), arguments.count == 1 {
                print(helpWithPlayOptions())
            } else {
                var command = try parseAsRoot(arguments)
                try command.run()
            }
            try StandardOutput.finish()
            Glibc.exit(0)
        } catch {
            finish(with: error)
        }
    }

    /// Prints what `error` says (help and the version to standard output, problems to
    /// standard error) and exits with its status: 2 for a usage error.
    private static func finish(with error: any Error) -> Never {
        if let failure = error as? StandardOutput.WriteError {
            StandardError.writeLine("set-game: \(failure)")
            Glibc.exit(1)
        }
        let code = exitCode(for: error)
        let message = fullMessage(for: error)
        if code == .success {
            print(message)
            do {
                try StandardOutput.finish()
            } catch {
                finish(with: error)
            }
            Glibc.exit(0)
        }
        if !message.isEmpty { StandardError.writeLine(oneStyle(message)) }
        Glibc.exit(code == .validationFailure ? 2 : code.rawValue)
    }

    /// ArgumentParser's `Error: …` made `set-game: …`, the style of every other message.
    static func oneStyle(_ message: String) -> String {
        message.hasPrefix("Error: ") ? "set-game: " + message.dropFirst("Error: ".count) : "set-game: " + message
    }

    /// The root help with the options of `play` after it: a bare `set-game` plays, so its
    /// options are the game's.
    static func helpWithPlayOptions() -> String {
        let lines = helpMessage(for: PlayCommand.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "OPTIONS:") else { return helpMessage() }
        let options = lines[(start + 1)...]
            .filter { !$0.contains("--help") && !$0.contains("Show help information") && !$0.contains("--version") }
            .joined(separator: "\n")
        return helpMessage() + "\n\nGAME OPTIONS (set-game [<options>] plays; also set-game help play):\n" + options
    }
}
