extension Variant {
    /// Test mode (R12): any three cards match, to reach the end quickly; played alone or in
    /// a room.
    public static let test = Variant(
        name: "test", title: "Test", menuKey: "t", blurb: "any three cards match: a quick game", rule: .anyGroup,
        plays: { $0 == .solo || $0 == .room })
}
