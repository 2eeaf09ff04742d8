import SetCore

/// Solo play: under the real rule, in test mode, and SET Junior.
extension ModeKind {
    /// Solo, under the real rule.
    static let standard: ModeKind = ModeKind(
        name: "standard", title: "Standard", menu: ("s", "81 cards: find sets against the clock"), allowsUndo: true,
        referee: { SoloReferee(mode: .standard) })
    /// Solo, any three cards match (R12), to reach the end quickly.
    static let test: ModeKind = ModeKind(
        name: "test", title: "Test", menu: ("t", "any three cards match: a quick game"), rule: .anyGroup, allowsUndo: true,
        referee: { SoloReferee(mode: .test) })
    /// Solo with the 27 solid cards (``JuniorDeck``).
    static let junior: ModeKind = ModeKind(
        name: "junior", title: "Junior", shortTitle: "Jr", menu: ("j", "27 solid cards: count, shape, color"), allowsUndo: true,
        referee: { JuniorReferee() })
}

extension PlayMode {
    /// Solo, under the real rule.
    public static let standard: PlayMode = PlayMode(ModeKind.standard)
    /// Solo, any three cards match.
    public static let test: PlayMode = PlayMode(ModeKind.test)
    /// Solo with the 27 solid cards.
    public static let junior: PlayMode = PlayMode(ModeKind.junior)
}
