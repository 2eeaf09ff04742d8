import SetCore

/// What a room plays: the deck it deals and the rule that judges a trio.
public enum RoomMode: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// All 81 cards under SET's rule.
    case standard
    /// SET Junior's 27 solid cards.
    case junior
    /// Any three cards match: for tests and quick games (R12).
    case test

    /// The game a room in this mode deals from `seed`, started at `now`.
    public func game(seed: UInt64, startedAt now: Double) -> MatchingGame<SetCard> {
        switch self {
        case .standard: MatchingGame(seed: seed, startedAt: now)
        case .junior: JuniorDeck.game(seed: seed, startedAt: now)
        case .test: MatchingGame(seed: seed, rule: .anyGroup, startedAt: now)
        }
    }

    /// The mode a name stands for, as a player types it (`new junior`); nil when unknown.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    public var description: String { rawValue }
}
