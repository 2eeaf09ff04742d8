import SetCore
import SetRender
import SetStore

/// A content the app can play on a tab of its own: drawn (``CardContent``) and saved
/// (``SavableContent``), its board kept in the model (``board(in:)``).
///
/// Functions rather than a key path: a key path to a generic board is resolved by the
/// runtime from its mangled name, and the first such lookup reads every conformance record
/// in the binary (half a megabyte the start would hold from then on).
public protocol GameContent: CardContent, SavableContent {
    /// The board of this content's game in `model`.
    static func board(in model: AppModel) -> GameBoard<Self>
    /// Changes the board of this content's game in `model`, in place.
    static func change<Result>(_ model: inout AppModel, _ body: (inout GameBoard<Self>) -> Result) -> Result
}

extension SetCard: GameContent {
    public static func board(in model: AppModel) -> GameBoard<SetCard> { model.setBoard }

    public static func change<Result>(_ model: inout AppModel, _ body: (inout GameBoard<SetCard>) -> Result) -> Result {
        body(&model.setBoard)
    }
}

extension PlayingCard: GameContent {
    public static func board(in model: AppModel) -> GameBoard<PlayingCard> { model.cardsBoard }

    public static func change<Result>(_ model: inout AppModel, _ body: (inout GameBoard<PlayingCard>) -> Result) -> Result {
        body(&model.cardsBoard)
    }
}
