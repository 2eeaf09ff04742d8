/// The symbols of the geometric theme: triangle ▲, circle ● and square ■.
/// In Unicode ``SymbolPicture`` draws them (`SymbolPicture+Geometric.swift`).
extension SymbolArt {
    /// A triangle on a flat base.
    public static let triangle = SymbolArt(
        name: "triangle", shape: .triangle, aspect: 1, asciiTiny: ("/\\", "--"))

    /// A circle.
    public static let circle = SymbolArt(
        name: "circle", shape: .circle, aspect: 1, asciiTiny: ("()", "()"))

    /// A square.
    public static let square = SymbolArt(
        name: "square", shape: .square, aspect: 1, asciiTiny: ("[]", "[]"))
}
