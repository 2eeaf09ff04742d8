extension Variant {
    /// Every variant this build plays, in the order menus, `--mode` and score lists give
    /// them. A new variant is a file of its own (`Variant+NAME.swift`) and one name here.
    public static let registered: [Variant] = [.standard, .test, .junior]
}
