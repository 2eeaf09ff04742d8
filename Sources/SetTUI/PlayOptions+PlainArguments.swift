import SetApp
import SetRender
import SetTable

extension PlayOptions {
    /// The options of a command line made only of `play`'s options in their plain forms
    /// (`--no-animation`, `--seed 7`, `--speed=2`), read without ArgumentParser, whose
    /// reflection is more than half the instructions of such a start; nil for anything
    /// else (a subcommand, help, a value that does not read), which ArgumentParser then
    /// reads and explains. A test holds the two readings to the same options.
    init?(plainArguments arguments: [String]) {
        self.init()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("--") else { return nil }
            let name = argument.prefix { $0 != "=" }
            var value = name.count < argument.count ? String(argument.dropFirst(name.count + 1)) : nil
            switch name {
            case "--no-animation", "--test-mode":
                guard value == nil else { return nil }
                if name == "--no-animation" { noAnimation = true } else { testMode = true }
            default:
                if value == nil {
                    index += 1
                    guard index < arguments.count else { return nil }
                    value = arguments[index]
                }
                guard let value, set(name, to: value) else { return nil }
            }
            index += 1
        }
    }

    /// Sets the option `name` from `value` as ArgumentParser reads it; false for an option
    /// it does not know or a value that does not read.
    private mutating func set(_ name: Substring, to value: String) -> Bool {
        switch name {
        case "--seed":
            guard let number = UInt64(value) else { return false }
            seed = number
        case "--theme": theme = value
        case "--palette":
            guard let chosen = CardPalette(rawValue: value) else { return false }
            palette = chosen
        case "--layout":
            guard let chosen = KeyboardLayout(rawValue: value) else { return false }
            layout = chosen
        case "--speed":
            guard let number = Double(value) else { return false }
            speed = number
        case "--mode": mode = value
        case "--level": level = value
        case "--date": date = value
        case "--data-dir": dataDir = value
        default: return false
        }
        return true
    }
}
