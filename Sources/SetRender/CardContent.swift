import SetCore

/// A content the app can show: how its cards are shaped and drawn. With ``Matchable``
/// (how it plays) this is all a game needs; the board, layout, animation and key handling
/// are generic over it.
public protocol CardContent: Matchable {
    /// The name of the game, for its tab and its scores ("SET", "Cards").
    static var gameName: String { get }
    /// What a match is called in notes and counts ("set", "pair").
    static var matchName: String { get }
    /// The shape of its cards.
    static var cardShape: CardShape { get }
    /// Draws this content face up in `frame` with its key `label` (nil: none), `highlight`
    /// and `cursor` (the label is under the keyboard cursor); clipped to the grid.
    func drawFace(
        with painter: CardPainter, label: String?, highlight: CardHighlight, cursor: Bool, in frame: Rect, on grid: inout Grid
    )
}

extension SetCard: CardContent {
    public static let gameName = "SET"
    public static let matchName = "set"
    public static let cardShape = CardShape.square

    public func drawFace(
        with painter: CardPainter, label: String?, highlight: CardHighlight, cursor: Bool, in frame: Rect, on grid: inout Grid
    ) {
        painter.drawFace(self, label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid)
    }
}

extension PlayingCard: CardContent {
    public static let gameName = "Cards"
    public static let matchName = "pair"
    public static let cardShape = CardShape.portrait

    public func drawFace(
        with painter: CardPainter, label: String?, highlight: CardHighlight, cursor: Bool, in frame: Rect, on grid: inout Grid
    ) {
        painter.drawFace(self, label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid)
    }
}
