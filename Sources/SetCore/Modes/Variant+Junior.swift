extension Variant {
    /// SET Junior: the 27 solid cards (``JuniorDeck``); played alone or in a room.
    public static let junior = Variant(
        name: "junior", title: "Junior", shortTitle: "Jr", menuKey: "j", blurb: "27 solid cards: count, shape, color",
        plays: { $0 == .solo || $0 == .room }, deal: { seed, now in JuniorDeck.game(seed: seed, startedAt: now) })
}
