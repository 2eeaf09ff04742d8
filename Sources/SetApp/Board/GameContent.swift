import SetCore
import SetRender
import SetStore

/// A content the app can play on a tab of its own: drawn (``CardContent``) and saved
/// (``SavableContent``), its board kept in the model at ``board``.
public protocol GameContent: CardContent, SavableContent {
    /// Where ``AppModel`` keeps the board of this content's game.
    static var board: WritableKeyPath<AppModel, GameBoard<Self>> { get }
}

extension SetCard: GameContent {
    public static var board: WritableKeyPath<AppModel, GameBoard<SetCard>> { \.setBoard }
}

extension PlayingCard: GameContent {
    public static var board: WritableKeyPath<AppModel, GameBoard<PlayingCard>> { \.cardsBoard }
}
