import SetFrame
import SetOnline
import SetProgram
import SetRender

/// The first visit of an account (N5), as a program: the player types the name others will
/// see. A name follows ``NameRules``; whether it is free is the store's to say, so a
/// refusal comes back as a message (``Message/refused(_:)``).
public struct NameEntry: SessionProgram, Sendable {
    /// What the player has typed.
    public private(set) var text: String
    /// Why the last name was refused, if it was.
    public private(set) var problem: String?
    /// The player's terminal (its size).
    public private(set) var terminal: RemoteTerminal

    /// What the prompt is told.
    public enum Message: Sendable {
        /// A key, a mouse press or a resize.
        case input(InputEvent)
        /// The name asked for is taken (or looks like one that is).
        case refused(String)
        case tick
    }

    /// What the prompt asks of its driver.
    public enum Effect: Equatable, Sendable {
        /// Register this name (Enter with a usable one).
        case submit(String)
        /// The player leaves (Ctrl-C, Esc).
        case cancel
    }

    public static var tick: Message { .tick }

    /// Starts with `suggestion` (the SSH user name) when it is a usable name.
    public init(suggestion: String, terminal: RemoteTerminal = RemoteTerminal(width: 80, height: 24, term: "")) {
        text = PlainText.name(suggestion) ?? ""
        self.terminal = terminal
    }

    /// The prompt never changes by itself.
    public var nextWakeUp: Double? { nil }

    public mutating func update(_ message: Message, at now: Double) -> [Effect] {
        switch message {
        case .input(let event): return handle(event).map { [$0] } ?? []
        case .refused(let name): problem = "\(name) is taken, or a name that looks like it; try another."
        case .tick: break
        }
        return []
    }

    /// The prompt on the player's terminal.
    public func view() -> Grid {
        draw(width: terminal.width, height: terminal.height)
    }

    /// What `event` does to the name.
    private mutating func handle(_ event: InputEvent) -> Effect? {
        switch event {
        case .resize(let width, let height): terminal.resize(width: width, height: height)
        case .interrupt, .key(.escape): return .cancel
        case .character(let character) where text.count < PlainText.nameLimit:
            text = PlainText.cleaned(text + String(character), limit: PlainText.nameLimit)
        case .key(.backspace): if !text.isEmpty { text.removeLast() }
        case .key(.enter):
            switch NameRules.name(text) {
            case .success(let name): return .submit(name)
            case .failure(let refusal): problem = refusal.description
            }
        default: break
        }
        return nil
    }

    /// The prompt on a `width` × `height` screen.
    public func draw(width: Int, height: Int) -> Grid {
        var grid = Grid(width: width, height: height)
        grid.put("Welcome to SET online!", x: 2, y: 1, style: CellStyle(bold: true))
        grid.put("Your key is new here. Choose the name other players will see", x: 2, y: 3)
        grid.put("(up to \(PlainText.nameLimit) characters), then press Enter:", x: 2, y: 4)
        grid.put("> " + text + "_", x: 2, y: 6, style: CellStyle(bold: true))
        if let problem { grid.put(problem, x: 2, y: 8, style: CellStyle(bold: true)) }
        grid.put("Ctrl-C: leave", x: 2, y: height - 1, style: CellStyle(dim: true))
        return grid
    }
}
