extension Variant {
    /// Set-Chain: every set after the first keeps one card of the set before it, which stays
    /// on the table, at its end, until the next set is made.
    public static let setChain = Variant(
        name: "chain", title: "Set-Chain", shortTitle: "Chain", menuKey: "k",
        blurb: "each set keeps one card of the last set", rule: .setChain,
        rules: [
            "Set-Chain: after the first set, each set must use",
            "exactly one card of the set before it. That set stays",
            "at the end of the table, its borders doubled (╒═╕),",
            "until the next set; its two cards not used then leave.",
        ],
        plays: { $0 != .daily })
}

extension MatchRule {
    /// Set-Chain's rule: SET's sets, each after the first using one card of the previous one.
    public static let setChain = MatchRule(name: "chain", chainLength: 1)
}
