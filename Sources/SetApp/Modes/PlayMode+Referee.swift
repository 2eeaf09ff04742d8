import SetCore

extension PlayMode {
    /// The referee of a SET game in this mode.
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
