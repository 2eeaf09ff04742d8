/// Where a card's symbols go inside its frame, and how large they are drawn (D1).
///
/// The largest ``ArtSize`` is chosen at which three of the theme's symbols fit abreast,
/// so every card of one size uses the same art whatever its count. Medium and large symbols
/// stand side by side; compact symbols are one row each, stacked. Symbols are centered.
public struct SymbolPlacement: Hashable, Sendable {
    /// The art size chosen.
    public let size: ArtSize
    /// How wide each compact symbol is (unused for other sizes).
    public let compactWidth: Int
    /// The top-left corner of each symbol, left to right or top to bottom.
    public let origins: [Origin]

    /// A cell position.
    public struct Origin: Hashable, Sendable {
        public let x: Int
        public let y: Int
    }

    /// Places `count` symbols of `theme` in `interior`, the card without its border; nil
    /// when not even compact symbols fit (a card squeezed by a flip).
    public init?(count: Int, theme: Theme, interior: Rect) {
        let count = min(max(count, 1), 3)
        for size in [ArtSize.large, .medium] {
            let box = theme.symbolSize(size)
            if interior.width >= 3 * box.width + 2, interior.height >= box.height + 1 {
                let gap = min(max(1, (interior.width - 3 * box.width) / 4), box.width / 2)
                let groupWidth = count * box.width + (count - 1) * gap
                let left = interior.x + (interior.width - groupWidth) / 2
                let top = interior.y + (interior.height - box.height) / 2
                self.size = size
                self.compactWidth = 3
                self.origins = (0..<count).map { Origin(x: left + $0 * (box.width + gap), y: top) }
                return
            }
        }
        guard interior.width >= 3, interior.height >= 3 else { return nil }
        let width = min(max(3, interior.width - 2), 6)
        let step = interior.height >= 5 ? 2 : 1
        let groupHeight = (count - 1) * step + 1
        let left = interior.x + (interior.width - width) / 2
        let top = interior.y + (interior.height - groupHeight) / 2
        self.size = .compact
        self.compactWidth = width
        self.origins = (0..<count).map { Origin(x: left, y: top + $0 * step) }
    }
}
