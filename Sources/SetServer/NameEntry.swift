import SetFrame
import SetOnline
import SetRender

/// The first visit of an account (N5): the player types the name others will see.
/// A name follows ``NameRules``; whether it is free is the store's to say, so a refusal
/// comes back as ``problem``.
public struct NameEntry: Sendable {
    /// What the player has typed.
    public private(set) var text: String
    /// Why the last name was refused, if it was.
    public var problem: String?

    /// What a key did.
    public enum Outcome: Equatable, Sendable {
        case editing
        /// Enter with a usable name.
        case submitted(String)
        /// Ctrl-C: the player leaves.
        case cancelled
    }

    /// Starts with `suggestion` (the SSH user name) when it is a usable name.
    public init(suggestion: String) {
        text = PlainText.name(suggestion) ?? ""
    }

    /// What `event` does to the name.
    public mutating func handle(_ event: InputEvent) -> Outcome {
        switch event {
        case .interrupt, .key(.escape): return .cancelled
        case .character(let character) where text.count < PlainText.nameLimit:
            text = PlainText.cleaned(text + String(character), limit: PlainText.nameLimit)
        case .key(.backspace): if !text.isEmpty { text.removeLast() }
        case .key(.enter):
            switch NameRules.name(text) {
            case .success(let name): return .submitted(name)
            case .failure(let refusal): problem = refusal.description
            }
        default: break
        }
        return .editing
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
