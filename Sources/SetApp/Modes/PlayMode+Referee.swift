import SetCore

extension PlayMode {
    /// The referee of a SET game in this mode, made by the mode's entry in ``ModeBook/set``.
    /// A daily puzzle of a day without one, which ``PlayMode/init(name:level:date:)`` never
    /// makes, is solo play.
    public func referee() -> any Referee<SetCard> {
        ModeBook.set.referee(for: scoreMode, seed: savedSeed(0)) ?? SoloReferee(mode: .standard)
    }

    /// The seed saves and records keep for a game of this mode dealt from `seed`: the daily
    /// puzzle's day (days since 1970), else `seed`.
    public func savedSeed(_ seed: UInt64) -> UInt64 {
        if case .daily(let date) = self { DailyReferee.seed(of: date) } else { seed }
    }
}
