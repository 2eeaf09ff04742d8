/// The symbols of the playful theme: heart, drop and crescent moon.
/// In Unicode ``SymbolPicture`` draws them (`SymbolPicture+Whimsy.swift`).
extension SymbolArt {
    /// A heart: two lobes with a notch between them over a point.
    public static let heart = SymbolArt(
        name: "heart", shape: .heart, aspect: 0.75, asciiTiny: ("^^", "\\/"))

    /// A drop, pointed at the top.
    public static let drop = SymbolArt(
        name: "drop", shape: .drop, aspect: 0.75, asciiTiny: ("/\\", "()"))

    /// A crescent moon, open to the right.
    public static let moon = SymbolArt(
        name: "moon", shape: .moon, aspect: 0.75, asciiTiny: ("(/", "(\\"))
}
