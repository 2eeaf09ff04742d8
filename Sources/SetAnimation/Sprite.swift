import SetCore
import SetRender

/// What to draw for one card at one moment.
public struct Sprite: Hashable, Sendable {
    /// Which card.
    public let card: CardID
    /// Where to draw it now; it may be partly or wholly off screen (the painter clips).
    public let rect: Rect
    /// Whether its face shows; false while a card dealt from the deck pile is still face down.
    public let faceUp: Bool
    /// Whether it is flying, turning or under an effect: drawn above resting cards.
    public let isMoving: Bool
    /// Whether it has left the table and flies away: drawn without a key label.
    public let isDeparting: Bool
    /// Whether it is turning face down in place: ``faceUp`` then says which side shows,
    /// whatever the game says.
    public let isTurningDown: Bool

    public init(card: CardID, rect: Rect, faceUp: Bool, isMoving: Bool, isDeparting: Bool, isTurningDown: Bool = false) {
        self.card = card
        self.rect = rect
        self.faceUp = faceUp
        self.isMoving = isMoving
        self.isDeparting = isDeparting
        self.isTurningDown = isTurningDown
    }
}
