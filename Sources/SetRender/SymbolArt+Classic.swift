/// The symbols of the classic SET look: diamond, oval and squiggle, standing upright.
///
/// On the smallest cards each shading keeps its look: solid glyphs filled, striped ones
/// shaded ▒ under an outline, outlined ones thin lines; three rows where the card has an
/// odd number inside, two where it has an even number.
extension SymbolArt {
    /// A diamond, twice as tall as wide.
    public static let diamond = SymbolArt(
        name: "diamond", shape: .diamond, aspect: 0.45,
        tiny: [.solid: ["◢◣", "◥◤"], .striped: ["╱╲", "▒▒"], .outlined: ["╱╲", "╲╱"]],
        tall: [.solid: ["◢◣", "██", "◥◤"], .striped: ["╱╲", "▒▒", "╲╱"], .outlined: ["╱╲", "▏▕", "╲╱"]],
        tinyLine: [.solid: "◀▶", .striped: "▒▷", .outlined: "◁▷"],
        asciiTiny: ("/\\", "\\/"))

    /// A pill standing on its end.
    public static let oval = SymbolArt(
        name: "oval", shape: .oval, aspect: 0.45,
        tiny: [.solid: ["▟▙", "▜▛"], .striped: ["╭╮", "▒▒"], .outlined: ["╭╮", "╰╯"]],
        tall: [.solid: ["▟▙", "██", "▜▛"], .striped: ["╭╮", "▒▒", "╰╯"], .outlined: ["╭╮", "││", "╰╯"]],
        tinyLine: [.solid: "◖◗", .striped: "▒)", .outlined: "()"],
        asciiTiny: ("()", "()"))

    /// The wavy squiggle.
    public static let squiggle = SymbolArt(
        name: "squiggle", shape: .squiggle, aspect: 0.45,
        tiny: [.solid: ["▄▛", "▟▀"], .striped: ["╭╯", "▒▒"], .outlined: ["╭╯", "╭╯"]],
        tall: [.solid: ["▄▛", "▐▌", "▟▀"], .striped: ["╭╯", "▒▒", "╭╯"], .outlined: ["╭╯", "╰╮", "╭╯"]],
        tinyLine: [.solid: "▄▀", .striped: "▒╯", .outlined: "╭╯"],
        asciiTiny: ("~/", "/~"))
}
