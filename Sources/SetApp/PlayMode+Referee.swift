import SetCore

extension PlayMode {
    /// Whether the app can play this mode yet; the menu and `--mode` offer only these.
    public var isPlayable: Bool {
        switch self {
        case .standard, .test, .junior, .daily, .computer, .duel: true
        }
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
