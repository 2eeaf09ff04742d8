import SetCore

/// The last thing that happened, as the status line tells it (D6).
public struct StatusNote: Hashable, Sendable {
    /// How the note should look.
    public enum Tone: Hashable, Sendable { case good, bad, info }

    /// The text shown.
    public let text: String
    /// The text shown when the full one does not fit (the same when it is short already).
    public let shortText: String
    /// Its tone.
    public let tone: Tone
    /// Whether it tells what is on the table (sets counted or marked, none there): it goes
    /// stale, and is cleared, once cards come or go.
    public let isAboutTable: Bool

    public init(_ text: String, short: String? = nil, tone: Tone = .info, isAboutTable: Bool = false) {
        self.text = text
        self.shortText = short ?? text
        self.tone = tone
        self.isAboutTable = isAboutTable
    }

    /// The note for what an action did, or nil when it is not worth telling.
    /// A match is called `match` ("set", "pair").
    public static func describing(_ events: [GameEvent], match: String = "set") -> StatusNote? {
        var note: StatusNote?
        let title = match.prefix(1).uppercased() + match.dropFirst()
        for event in events {
            switch event {
            case .matched(_, let points): note = StatusNote("\(title)! +\(points)", tone: .good)
            case .mismatched(_, let penalty): note = StatusNote("Not a \(match) −\(penalty)", short: "No \(match) −\(penalty)", tone: .bad)
            case .dealtPastMatch(let penalty): note = StatusNote("There was a \(match) on the table −\(penalty)", short: "\(title) missed −\(penalty)", tone: .bad)
            case .deckEmpty: note = StatusNote("Deck empty", tone: .bad)
            case .hintCount(let count):
                note = StatusNote(count == 1 ? "1 \(match) on the table" : "\(count) \(match)s on the table", short: "\(count) on table", isAboutTable: true)
            case .hintShown(_, let penalty):
                note = StatusNote(
                    penalty > 0 ? "Hint: a \(match) is marked −\(penalty)" : "Hint: a \(match) seen before, free",
                    short: penalty > 0 ? "Hint −\(penalty)" : "Hint, free", isAboutTable: true
                )
            case .noMatchOnTable: note = StatusNote("No \(match) on the table — Space deals 3", short: "No \(match): Space", tone: .bad, isAboutTable: true)
            case .gameOver: note = StatusNote("Game over", tone: .good)
            case .dealt, .replaced, .discarded, .charged: continue
            }
        }
        return note
    }

    /// Told when Space is pressed but the terminal cannot show more cards.
    public static let noRoom = StatusNote("No room for 3 more: enlarge the terminal", short: "No room", tone: .bad)
}
