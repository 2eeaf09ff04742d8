import SetRender

/// One card as a frame draws it: face up with its label and marks, or face down. Equal
/// strokes draw equal cells, so a board's cards at rest are drawn once while others fly
/// over them (``Grid/drawStrokes(_:context:resting:in:_:)``).
public struct CardStroke<Content: CardContent>: Equatable, Sendable {
    /// What the card shows: its face, or its back (with no content).
    public let face: Content?
    /// The key label (nil: none).
    public let label: String?
    public let highlight: CardHighlight
    /// Whether the label is under the keyboard cursor.
    public let cursor: Bool
    /// Where it is drawn.
    public let rect: Rect

    public init(face: Content?, label: String?, highlight: CardHighlight, cursor: Bool, rect: Rect) {
        self.face = face
        self.label = label
        self.highlight = highlight
        self.cursor = cursor
        self.rect = rect
    }

    /// Whether the two draw the same cells. Written out and inlinable, so a caller in another
    /// module compares its own content type directly (the derived one, unspecialized, was
    /// 3 % of a server's CPU), the cheapest fields first.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.rect == rhs.rect && lhs.cursor == rhs.cursor && lhs.highlight == rhs.highlight && lhs.label == rhs.label && lhs.face == rhs.face
    }

    /// Draws the card with `painter`.
    @inlinable
    public func draw(with painter: CardPainter, on grid: inout Grid) {
        if let face {
            face.drawFace(with: painter, label: label, highlight: highlight, cursor: cursor, in: rect, on: &grid)
        } else {
            painter.drawBack(label: label, highlight: highlight, in: rect, on: &grid)
        }
    }
}
