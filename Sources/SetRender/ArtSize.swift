/// How large a card draws its symbols (D1); the painter picks the largest that fits.
public enum ArtSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// One row per symbol, symbols stacked: for the smallest cards.
    case compact
    /// Symbols a few rows tall, side by side.
    case medium
    /// Symbols many rows tall with smooth outlines, side by side.
    case large

    public static func < (lhs: ArtSize, rhs: ArtSize) -> Bool { lhs.rawValue < rhs.rawValue }
}
