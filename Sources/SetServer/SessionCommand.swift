import SetCore
import SetOnline
import SetTable

/// What a session asked for: the command of `ssh -t HOST COMMAND`, or the shell.
public enum SessionCommand: Hashable, Sendable {
    /// Create a room in `mode` and sit down (`new [MODE]`).
    case new(Variant)
    /// Create a private room in `mode`, listed nowhere, and sit down (`new [MODE] private`).
    case newPrivate(Variant)
    /// Sit down in today's race (`daily`).
    case daily
    /// Sit down in the room `code` (`join CODE`).
    case join(String)
    /// Watch the room `code` (`watch CODE`).
    case watch(String)
    /// Replay the finished game `id` of the records (`replay ID`).
    case replay(Int64)
    /// Change the account's name (`name NEW`).
    case rename(String)
    /// Keep settings with the player's key (`settings layout=azerty theme=symbols
    /// palette=colorblind`, any of them; none: say what is kept).
    case settings([String])

    /// The command `text` names, or a message saying why it names none.
    public static func parse(_ text: String) -> Result<SessionCommand, CommandError> {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let isPrivate = words.count > 1 && words.last?.lowercased() == "private"
        if isPrivate { words.removeLast() }
        switch (words.first?.lowercased(), words.count) {
        case ("new", 1): return .success(isPrivate ? .newPrivate(.standard) : .new(.standard))
        case ("new", 2):
            guard let mode = Variant.named(words[1].lowercased()) else {
                return .failure(CommandError("unknown mode '\(PlainText.cleaned(words[1], limit: 16))': \(Variant.registered.map(\.name).joined(separator: ", "))"))
            }
            return .success(isPrivate ? .newPrivate(mode) : .new(mode))
        case ("daily", 1) where !isPrivate: return .success(.daily)
        case ("join", 2) where !isPrivate: return .success(.join(words[1]))
        case ("watch", 2) where !isPrivate: return .success(.watch(words[1]))
        case ("name", 2...) where !isPrivate: return .success(.rename(words.dropFirst().joined(separator: " ")))
        case ("replay", 2) where !isPrivate:
            guard let id = Int64(words[1].trimmingPrefix("#")), id > 0 else {
                return .failure(CommandError("replay takes a game's number, as its results show it: replay 12"))
            }
            return .success(.replay(id))
        case ("settings", _) where !isPrivate:
            let changes = Array(words.dropFirst())
            if case .failure(let error) = PlayerSettings().applying(changes) { return .failure(CommandError(error.message)) }
            return .success(.settings(changes))
        default: return .failure(CommandError(usage))
        }
    }

    /// What the server does, for a command it does not know.
    public static let usage = "usage: new [\(Variant.registered.map(\.name).joined(separator: "|"))] [private] | daily | join CODE | watch CODE | replay ID | name NEW | settings [NAME=VALUE…]"
}

/// Why a command was refused, worded for the player.
public struct CommandError: Error, Hashable, Sendable {
    public let message: String

    init(_ message: String) {
        self.message = message
    }
}
