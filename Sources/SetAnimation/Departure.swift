import SetCore

/// A card that left the table, flying to the discard pile or off screen; it vanishes when
/// it lands.
struct Departure: Hashable, Sendable {
    /// Which card.
    var card: CardID
    /// Its way out.
    var flight: Flight
}
