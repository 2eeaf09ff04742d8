/// How large a card draws its symbols (D1); the painter picks the largest that fits.
public enum ArtSize: Hashable, Sendable, CaseIterable {
    /// One row per symbol, symbols stacked: for the smallest cards.
    case compact
    /// Symbols a few rows tall, side by side.
    case medium
    /// Symbols many rows tall with smooth outlines, side by side.
    case large
}
