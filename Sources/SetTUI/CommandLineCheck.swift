import ArgumentParser

/// Checks a command line must pass before ArgumentParser reads it: ones it does not make
/// (an option given twice, `help` of a command that does not exist, `--version` with more)
/// and a bound on its length, since its reading grows with the square of the arguments
/// (20,000 `--print` took a minute).
enum CommandLineCheck {
    /// The most arguments a command line may have: `solve` takes at most 81 cards (each
    /// card once), with its flags.
    static let maximumArguments = 100

    /// The subcommands `help` can explain.
    static let commandNames = ["play", "solve", "simulate", "daily"]

    /// - Throws: `ValidationError` saying what is wrong with `arguments` (without the
    ///   program's name).
    static func check(_ arguments: [String]) throws {
        guard arguments.count <= maximumArguments else {
            throw ValidationError("\(arguments.count) arguments is too many: at most \(maximumArguments) (81 cards for solve, with its flags)")
        }
        if arguments.first == "help" {
            for name in arguments.dropFirst() where !commandNames.contains(name) {
                throw ValidationError("there is no command '\(name)' to explain; the commands are \(commandNames.joined(separator: ", "))")
            }
        }
        if arguments.contains("--version"), arguments.count > 1 {
            throw ValidationError("--version takes nothing else: set-game --version")
        }
        var seen: [Substring] = []
        for argument in arguments.prefix(while: { $0 != "--" }) where isOptionName(argument) {
            let name = argument.prefix { $0 != "=" }
            guard !seen.contains(name) else { throw ValidationError("\(name) is given twice; give it once") }
            seen.append(name)
        }
    }

    /// Whether `argument` names an option or flag (`--seed`, `--seed=1`, `-t`), rather
    /// than being a value (`-1`, `-2026-01-01`) or a card. ASCII is read by the byte:
    /// the grapheme breaker, 64 KB of code, is left for arguments that need it.
    private static func isOptionName(_ argument: String) -> Bool {
        let bytes = argument.utf8
        if bytes.starts(with: "--".utf8) { return bytes.count > 2 }
        if bytes.count == 2, bytes.first == UInt8(ascii: "-"), let second = bytes.last, second < 0x80 {
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(second | 0x20)
        }
        guard bytes.count > 2, bytes.first == UInt8(ascii: "-") else { return false }
        let characters = Array(argument)
        return characters.count == 2 && characters[0] == "-" && characters[1].isLetter
    }
}
