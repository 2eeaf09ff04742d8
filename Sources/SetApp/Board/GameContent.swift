import SetRender
import SetStore

/// A content the app can play on a tab of its own: drawn (``CardContent``) and saved
/// (``SavableContent``).
public typealias GameContent = CardContent & SavableContent
