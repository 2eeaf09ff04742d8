import SetCore

/// Painted cards kept between frames: a card looks the same on every frame that keeps its
/// size and marks (a flying card's face, every card at rest), so each look is painted once
/// into a block of cells and copied from then on.
///
/// Copying is the same as painting: a card's painting covers its frame whole and reads
/// nothing from the grid, so only frames wholly on the grid are kept (a clipped card is
/// painted), and only paintings without wide characters (whose halves could reach past the
/// frame).
extension CardPainter {
    /// Everything a painted card depends on besides the painter (theme, colors, ASCII): what
    /// it shows, its size, its key label and its marks.
    struct PaintedLook: Hashable {
        /// What the card shows.
        enum Face: Hashable {
            case set(SetCard)
            case playing(PlayingCard)
            case back
        }

        let face: Face
        let width: Int
        let height: Int
        let label: String?
        let highlight: CardHighlight
        let cursor: Bool

        /// Hashes all but the label (looked up for every card on every frame; looks that
        /// differ in their label alone are few, and still told apart by `==`).
        func hash(into hasher: inout Hasher) {
            hasher.combine(face)
            hasher.combine(width << 32 | height)
            hasher.combine(highlight)
            hasher.combine(cursor)
        }
    }

    /// The blocks painted so far, all by painters that paint alike, and their cells in all.
    struct Blocks {
        /// How they were painted (in a fresh cache, the default painter's way, with nothing
        /// painted yet: not optional, as comparing an optional costs more).
        var painting = Painting(theme: .classic, colorMode: .ansi256, ascii: false)
        var byLook: [PaintedLook: Grid] = [:]
        var cells = 0
    }

    /// What a painter's paintings depend on: the painter without its cache (which holds
    /// the blocks, so they must not hold it).
    struct Painting: Equatable {
        let theme: Theme
        let colorMode: ColorMode
        let ascii: Bool
    }

    /// How this painter paints.
    var painting: Painting {
        Painting(theme: theme, colorMode: colorMode, ascii: ascii)
    }

    /// Cells kept before the cache starts over (512 KB; a board uses a few dozen blocks, a
    /// resize makes new ones); another painter (a new theme) starts it over too.
    static let cellBudget = 65_536

    /// Draws in `frame` what `paint` paints there, from the block kept for `face` with
    /// `label`, `highlight` and `cursor` at this size by this painter when there is one.
    func drawRemembered(
        _ face: PaintedLook.Face, label: String?, highlight: CardHighlight, cursor: Bool, in frame: Rect,
        on grid: inout Grid, paint: (inout Grid, Rect) -> Void
    ) {
        guard !frame.isEmpty else { return paint(&grid, frame) }
        // A card draws within its frame: one wholly off screen draws nothing, and one partly
        // off (flying in or out) is kept whole and drawn clipped.
        guard !frame.intersection(grid.bounds).isEmpty else { return }
        let look = PaintedLook(face: face, width: frame.width, height: frame.height, label: label, highlight: highlight, cursor: cursor)
        let painting = painting
        if let block = cache.cards.withLock({ $0.painting == painting ? $0.byLook[look] : nil }) {
            return grid.cover(with: block, x: frame.x, y: frame.y)
        }
        var block = Grid(width: frame.width, height: frame.height)
        paint(&block, block.bounds)
        guard !block.cells.contains(where: \.isPartOfWide) else { return paint(&grid, frame) }
        cache.cards.withLock { blocks in
            if blocks.painting != painting || blocks.cells + block.cells.count > Self.cellBudget { blocks = Blocks(painting: painting) }
            blocks.byLook[look] = block
            blocks.cells += block.cells.count
        }
        grid.cover(with: block, x: frame.x, y: frame.y)
    }
}
