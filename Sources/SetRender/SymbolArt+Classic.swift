/// The symbols of the classic SET look: diamond, oval and squiggle, standing upright, drawn
/// cell by cell at every size by ``SymbolPicture`` (in ASCII, rasterized, or on the smallest
/// cards a slope, a round or a wave over the shading's row).
extension SymbolArt {
    /// A diamond, twice as tall as wide.
    public static let diamond = SymbolArt(name: "diamond", shape: .diamond, aspect: 0.45, asciiTiny: ("/\\", "\\/"))

    /// A pill standing on its end.
    public static let oval = SymbolArt(name: "oval", shape: .oval, aspect: 0.45, asciiTiny: ("()", "()"))

    /// The wavy squiggle.
    public static let squiggle = SymbolArt(name: "squiggle", shape: .squiggle, aspect: 0.45, asciiTiny: ("~/", "/~"))
}
