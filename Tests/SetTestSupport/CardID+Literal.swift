import SetCore

/// Tests write card identities as plain numbers (`game.choose(3, at: 0)`). Only tests: in the
/// app an identity comes from a card, never from a number that might be a slot.
extension CardID: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self.init(value)
    }
}

/// The identities numbered `range`, in order.
public func ids(_ range: Range<Int>) -> [CardID] {
    range.map { CardID($0) }
}
