/// The glyphs of a card's frame: edges and corners.
public struct BorderGlyphs: Hashable, Sendable {
    public let horizontal: Character
    public let vertical: Character
    public let topLeft: Character
    public let topRight: Character
    public let bottomLeft: Character
    public let bottomRight: Character

    /// A frame of these glyphs: the edges, then the corners top-left, top-right,
    /// bottom-left, bottom-right. Six glyphs apiece rather than one string: a glyph is held
    /// in the code, while a string of six box-drawing glyphs (18 bytes) would be read from
    /// the binary's constants, one more page for the kernel to map before the first board.
    public init(
        _ horizontal: Character, _ vertical: Character,
        _ topLeft: Character, _ topRight: Character, _ bottomLeft: Character, _ bottomRight: Character
    ) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
        (self.topLeft, self.topRight, self.bottomLeft, self.bottomRight) = (topLeft, topRight, bottomLeft, bottomRight)
    }
}
