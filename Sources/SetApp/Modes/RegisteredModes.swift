import SetCore

/// The modes of each game the app plays, in one list per content: a new mode is its
/// referee's file and one line here (and, to be chosen, one in ``PlayMode``).
extension ModeBook where Content == SetCard {
    /// SET's modes on the Board tab.
    static let set = ModeBook(entries: [
        Entry(mode: .standard) { _ in SoloReferee(mode: .standard) },
        Entry(mode: .test) { _ in SoloReferee(mode: .test) },
        Entry(mode: .junior) { _ in JuniorReferee() },
        Entry(mode: .daily) { seed in DailyReferee(seed: seed) },
        Entry(mode: .duel) { _ in DuelReferee() },
    ] + OpponentLevel.allCases.map { level in Entry(mode: .computer(level)) { _ in ComputerReferee(level: level) } })
}

extension ModeBook where Content == PlayingCard {
    /// The Cards tab's modes: the real rule, and test mode.
    static let cards = ModeBook(entries: [
        Entry(mode: .cards) { _ in SoloReferee(mode: .standard) },
        Entry(mode: .cardsTest) { _ in SoloReferee(mode: .test) },
    ])
}
