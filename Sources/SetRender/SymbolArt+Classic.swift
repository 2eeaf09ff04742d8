/// The symbols of the classic SET look: diamond, oval and squiggle, standing upright.
///
/// On the smallest cards a striped symbol is half filled (outline above, solid below), the
/// way the middle shading reads at two rows.
extension SymbolArt {
    /// A diamond, twice as tall as wide.
    public static let diamond = SymbolArt(
        name: "diamond", shape: .diamond, aspect: 0.45,
        tiny: [.solid: ["◢◣", "◥◤"], .striped: ["╱╲", "◥◤"], .outlined: ["╱╲", "╲╱"]],
        asciiTiny: ("/\\", "\\/"))

    /// A pill standing on its end.
    public static let oval = SymbolArt(
        name: "oval", shape: .oval, aspect: 0.45,
        tiny: [.solid: ["██", "██"], .striped: ["╭╮", "██"], .outlined: ["╭╮", "╰╯"]],
        asciiTiny: ("()", "()"))

    /// The wavy squiggle.
    public static let squiggle = SymbolArt(
        name: "squiggle", shape: .squiggle, aspect: 0.45,
        tiny: [.solid: ["▄▛", "▟▀"], .striped: ["╭╯", "▟▀"], .outlined: ["╭╯", "╭╯"]],
        asciiTiny: ("~/", "/~"))
}
