extension Variant {
    /// Every variant this build plays, in the order menus, `--mode` and score lists give
    /// them. A new variant is a file of its own (`Variant+NAME.swift`) and one name here.
    public static let registered: [Variant] = [.standard, .test, .junior, .setChain, .ultraSet, .ultra9, .ghostSet]

    /// The registered variant played under `rule`, the first if several are (standard SET
    /// for the content's own rule); standard SET for a rule no variant has.
    public static func playing(_ rule: MatchRule) -> Variant {
        registered.first { $0.rule == rule } ?? .standard
    }
}
