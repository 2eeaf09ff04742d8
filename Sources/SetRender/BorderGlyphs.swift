/// The glyphs of a card's frame: edges and corners.
public struct BorderGlyphs: Hashable, Sendable {
    public let horizontal: Character
    public let vertical: Character
    public let topLeft: Character
    public let topRight: Character
    public let bottomLeft: Character
    public let bottomRight: Character

    /// A frame from a string of six glyphs: horizontal, vertical, then the corners
    /// top-left, top-right, bottom-left, bottom-right.
    public init(_ glyphs: String) {
        let g = Array(glyphs)
        precondition(g.count == 6, "a border takes six glyphs")
        (horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight) = (g[0], g[1], g[2], g[3], g[4], g[5])
    }
}
