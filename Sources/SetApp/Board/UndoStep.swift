import SetCore

/// One logged move as undo reads it: what it was, whether it judged a full group (a match
/// or a miss), and whether it left nothing chosen. Undo takes back whole actions, and these
/// three facts say where the last one began.
struct UndoStep: Hashable, Sendable {
    /// What the player did.
    let move: GameMove
    /// Whether the move completed a group, which was judged a match or a miss.
    let judged: Bool
    /// Whether the move matched (with ``judged``).
    let matched: Bool
    /// Whether nothing was chosen after the move.
    let selectionIsEmpty: Bool

    /// The step of `move`, from the `events` it gave and the selection it left.
    init(_ move: GameMove, events: [GameEvent], selectionIsEmpty: Bool) {
        self.move = move
        matched = events.contains { if case .matched = $0 { true } else { false } }
        judged = matched || events.contains { if case .mismatched = $0 { true } else { false } }
        self.selectionIsEmpty = selectionIsEmpty
    }

    /// What a whole action was, as undo names it.
    enum Kind: Hashable, Sendable {
        case match, miss, deal, hint, choice, clearing

        /// Its name in the undo note: `Set`, `Miss`, `Deal`, `Hint`, `Choice`, `Clearing` (a
        /// match called `match`: "set", "pair").
        func title(match: String) -> String {
            switch self {
            case .match: match.prefix(1).uppercased() + match.dropFirst()
            case .miss: "Miss"
            case .deal: "Deal"
            case .hint: "Hint"
            case .choice: "Choice"
            case .clearing: "Clearing"
            }
        }
    }

    /// The last whole action of `steps` (not empty): where it starts and what it was. A move
    /// that judged a group is a set or a miss together with the choices that built that
    /// group, back to the last move that left nothing chosen, judged a group or was no
    /// choice; any other move is an action by itself.
    static func lastAction(_ steps: [UndoStep]) -> (start: Int, kind: Kind) {
        let last = steps.count - 1
        switch steps[last].move {
        case .choose where steps[last].judged:
            var start = last
            while start > 0, case .choose = steps[start - 1].move, !steps[start - 1].judged, !steps[start - 1].selectionIsEmpty {
                start -= 1
            }
            return (start, steps[last].matched ? .match : .miss)
        case .dealMore, .rivalDealt: return (last, .deal)
        case .hint: return (last, .hint)
        case .clearSelection: return (last, .clearing)
        default: return (last, .choice)
        }
    }
}
