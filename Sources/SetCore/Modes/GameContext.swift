/// Who plays a game and how: alone, against the computer, two on one keyboard, the day's
/// puzzle, or in a room online. One of a mode's two axes, beside the ``Variant`` (what is
/// played); a closed set, as the program treats each differently (isowords' `GameContext`).
public enum GameContext: Hashable, Sendable, CustomStringConvertible {
    /// One player against the clock.
    case solo
    /// The day's puzzle (each record keeps its day as its seed).
    case daily
    /// Against the computer at a level, each level ranked apart.
    case computer(OpponentLevel)
    /// Two players on one keyboard.
    case duel
    /// Players seated at one table online.
    case room

    /// Every context, in the order modes are listed: solo first.
    public static let all: [GameContext] = [.solo, .daily] + OpponentLevel.allCases.map(computer) + [.duel, .room]

    /// The context's part of a mode's name (``GameMode``): `daily`, `vs-easy`, `duel`,
    /// `room`; nil alone, where the variant names the mode.
    public var modeName: String? {
        switch self {
        case .solo: nil
        case .daily: "daily"
        case .computer(let level): "vs-\(level.rawValue)"
        case .duel: "duel"
        case .room: "room"
        }
    }

    /// The computer's level, against the computer.
    public var level: OpponentLevel? {
        if case .computer(let level) = self { level } else { nil }
    }

    public var description: String { modeName ?? "solo" }
}
