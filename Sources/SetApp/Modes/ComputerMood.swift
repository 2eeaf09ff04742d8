import SetRender
import SetTable

/// How the computer opponent's small face looks (O1): thinking while it looks for a set,
/// happy for a moment after it scores (and when it wins), sulky for a moment after the
/// player scores (and when it loses).
public enum ComputerMood: Hashable, Sendable, CaseIterable {
    case thinking, happy, sulky

    /// Seconds a reaction shows before the face goes back to thinking.
    public static let reactionSeconds = 3.0

    /// The mood at game time `now`, given when each side last took a set and, once the game
    /// is over, whether the computer won (`nil`: a tie or still playing).
    public static func at(
        _ now: Double, computerScoredAt: Double?, playerScoredAt: Double?, computerWon: Bool? = nil
    ) -> ComputerMood {
        if let computerWon { return computerWon ? .happy : .sulky }
        let latest = [(computerScoredAt, ComputerMood.happy), (playerScoredAt, .sulky)]
            .compactMap { time, mood in time.map { (time: $0, mood: mood) } }
            .filter { now >= $0.time && now < $0.time + reactionSeconds }
            .max { $0.time < $1.time }
        return latest?.mood ?? .thinking
    }

    /// The face, five ASCII characters so it reads on any terminal: `(o_o)`, `(^_^)`, `(-_-)`.
    public var face: String {
        switch self {
        case .thinking: "(o_o)"
        case .happy: "(^_^)"
        case .sulky: "(-_-)"
        }
    }

    /// The face's look: plain while thinking, green when happy, red when sulky; bold or
    /// underlined without color.
    public func style(_ mode: ColorMode) -> CellStyle {
        switch self {
        case .thinking: CellStyle(bold: true)
        case .happy: StatusNote.Tone.good.style(mode)
        case .sulky: StatusNote.Tone.bad.style(mode)
        }
    }
}
