import SetRender

/// One card as a frame draws it: face up with its label and marks, or face down. Equal
/// strokes draw equal cells, so a board's cards at rest are drawn once while others fly
/// over them (``Grid/drawStrokes(_:context:resting:in:_:)``).
struct CardStroke<Content: GameContent>: Equatable, Sendable {
    /// What the card shows: its face, or its back (with no content).
    let face: Content?
    /// The key label (nil: none).
    let label: String?
    let highlight: CardHighlight
    /// Whether the label is under the keyboard cursor.
    let cursor: Bool
    /// Where it is drawn.
    let rect: Rect

    /// Draws the card with `painter`.
    func draw(with painter: CardPainter, on grid: inout Grid) {
        if let face {
            face.drawFace(with: painter, label: label, highlight: highlight, cursor: cursor, in: rect, on: &grid)
        } else {
            painter.drawBack(label: label, highlight: highlight, in: rect, on: &grid)
        }
    }
}
