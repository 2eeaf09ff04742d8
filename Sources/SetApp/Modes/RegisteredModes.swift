import SetCore

extension ModeKind {
    /// Every mode the app plays, in menu order: a new mode is a kind in a file of its own
    /// (with its referee) and one line here.
    public static let registered: [ModeKind] = [.standard, .test, .junior, .daily, .computer, .duel]
}

extension ModeBook where Content == SetCard {
    /// SET's modes on the Board tab: every save name of every registered kind.
    static let set = ModeBook(entries: ModeKind.registered.flatMap(\.saves))
}

extension ModeBook where Content == PlayingCard {
    /// The Cards tab's modes: the real rule, and test mode.
    static let cards = ModeBook(entries: [
        Entry(mode: .cards) { _ in SoloReferee(mode: .standard) },
        Entry(mode: .cardsTest) { _ in SoloReferee(mode: .test) },
    ])
}
