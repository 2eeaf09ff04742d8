/// The symbols of the geometric theme: triangle ▲, circle ● and square ■.
///
/// On the smallest cards each is one glyph: ▲ ◭ △, ● ◐ ○, ■ ◧ □ (solid, half, empty).
extension SymbolArt {
    /// A triangle on a flat base.
    public static let triangle = SymbolArt(
        name: "triangle", shape: .triangle, aspect: 1,
        tiny: [.solid: ["▲"], .striped: ["◭"], .outlined: ["△"]],
        asciiTiny: ("/\\", "--"))

    /// A circle.
    public static let circle = SymbolArt(
        name: "circle", shape: .circle, aspect: 1,
        tiny: [.solid: ["●"], .striped: ["◐"], .outlined: ["○"]],
        asciiTiny: ("()", "()"))

    /// A square.
    public static let square = SymbolArt(
        name: "square", shape: .square, aspect: 1,
        tiny: [.solid: ["■"], .striped: ["◧"], .outlined: ["□"]],
        asciiTiny: ("[]", "[]"))
}
