import SetCore

extension PlayMode {
    /// Whether the app can play this mode yet; the menu and `--mode` offer only these.
    public var isPlayable: Bool {
        switch self {
        case .standard, .test, .junior, .daily, .computer, .duel: true
        }
    }

    /// Whether the player plays alone against the deck (standard, test, Junior): such a
    /// game is saved on quitting and replays from its moves.
    public var isSolo: Bool {
        self == .standard || self == .test || self == .junior
    }

    /// The referee of a SET game in this mode.
    /// - Precondition: ``isPlayable``.
    public func referee() -> any Referee<SetCard> {
        switch self {
        case .standard, .test: SoloReferee<SetCard>(mode: self)
        case .junior: JuniorReferee()
        case .daily(let date): DailyReferee(date: date)
        case .computer(let level): ComputerReferee(level: level)
        case .duel: DuelReferee()
        }
    }
}
