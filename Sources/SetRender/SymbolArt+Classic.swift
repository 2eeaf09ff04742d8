/// The symbols of the classic SET look: diamond, oval and squiggle, standing upright.
///
/// On the smallest cards a striped symbol is half filled (outline above or on the right,
/// solid below or on the left), the way the middle shading reads at one or two rows.
extension SymbolArt {
    /// A diamond, twice as tall as wide.
    public static let diamond = SymbolArt(
        name: "diamond", shape: .diamond, aspect: 0.45,
        tiny: [.solid: ["◢◣", "◥◤"], .striped: ["╱╲", "◥◤"], .outlined: ["╱╲", "╲╱"]],
        tinyLine: [.solid: "◀▶", .striped: "◀▷", .outlined: "◁▷"],
        asciiTiny: ("/\\", "\\/"))

    /// A pill standing on its end.
    public static let oval = SymbolArt(
        name: "oval", shape: .oval, aspect: 0.45,
        tiny: [.solid: ["██", "██"], .striped: ["╭╮", "██"], .outlined: ["╭╮", "╰╯"]],
        tinyLine: [.solid: "◖◗", .striped: "◖)", .outlined: "()"],
        asciiTiny: ("()", "()"))

    /// The wavy squiggle.
    public static let squiggle = SymbolArt(
        name: "squiggle", shape: .squiggle, aspect: 0.45,
        tiny: [.solid: ["▄▛", "▟▀"], .striped: ["╭╯", "▟▀"], .outlined: ["╭╯", "╭╯"]],
        tinyLine: [.solid: "▄▀", .striped: "▄╯", .outlined: "╭╯"],
        asciiTiny: ("~/", "/~"))
}
