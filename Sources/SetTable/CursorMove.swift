import SetFrame

/// A key that moves the keyboard cursor over the cards, the same on the local board and in
/// every room: what each such key does, where it takes the cursor, and how the help line
/// names them. A new cursor key is a case here and nothing else.
public enum CursorMove: Equatable, Sendable {
    /// A row down and a column right (negative: up, left), as the arrows do.
    case step(rows: Int, columns: Int)
    /// To the first card (Home) or the last (End).
    case first, last

    /// The move `key` makes; nil for a key that does not move the cursor.
    public init?(_ key: SpecialKey) {
        switch key {
        case .up: self = .step(rows: -1, columns: 0)
        case .down: self = .step(rows: 1, columns: 0)
        case .left: self = .step(rows: 0, columns: -1)
        case .right: self = .step(rows: 0, columns: 1)
        case .home: self = .first
        case .end: self = .last
        default: return nil
        }
    }

    /// The help line's words for the cursor keys, then Enter, which chooses the card under
    /// the cursor (the arrows spelled out in ASCII).
    public static func commands(ascii: Bool) -> [CommandBar.Command] {
        [(ascii ? "arrows" : "←↑↓→", "move"), ("Enter", "choose"), ("Home End", "first, last")]
    }

    /// The help box's lines for the cursor keys, in its two columns (key, then what it does).
    public static let helpLines = [
        "arrows, Enter      move the cursor, choose",
        "Home, End          to the first card, the last",
    ]
}

extension TableGrid {
    /// Where `move` takes the cursor from `cursor` (``cursor(from:rows:columns:)``).
    public func cursor(from cursor: Int?, moving move: CursorMove) -> Int? {
        switch move {
        case .step(let rows, let columns): self.cursor(from: cursor, rows: rows, columns: columns)
        case .first: places.cards.isEmpty ? nil : places.nearestSlot(to: 0)
        case .last: places.cards.isEmpty ? nil : places.nearestSlot(to: places.count - 1)
        }
    }
}
