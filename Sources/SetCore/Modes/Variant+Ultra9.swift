extension Variant {
    /// Ultra9: UltraSet on a table of nine, dealt up only when it holds none.
    public static let ultra9 = Variant(
        name: "ultra9", title: "Ultra9", menuKey: "9",
        blurb: "UltraSet with nine cards on the table", rule: .ultra9,
        rules: [
            "Ultra9: UltraSet on a table of nine. Choose four cards",
            "that split into two pairs which the same card completes",
            "to a SET (it need not be on the table). With none among",
            "the nine, deal 3 more.",
        ],
        plays: { $0 != .daily })
}

extension MatchRule {
    /// UltraSet's rule on a table of nine.
    public static let ultra9 = MatchRule(name: "ultra9", judge: TwoPairsAlikeJudge(), tableSize: 9)
}
