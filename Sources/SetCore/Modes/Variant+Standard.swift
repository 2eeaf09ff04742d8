extension Variant {
    /// SET itself: the 81 cards under the real rule.
    public static let standard = Variant(
        name: "standard", title: "Standard", menuKey: "s", blurb: "81 cards: find sets against the clock")
}
