/// Where a card's symbols go inside its frame and how large they are (D1).
///
/// Symbols stand side by side, centered, with a margin, the way real cards show them. In
/// Unicode ``SymbolPicture`` draws them cell by cell; in ASCII they are drawn from their
/// ``SymbolShape`` in quarter cells (``SymbolRaster``), and on cards too small for that by the
/// theme's hand-drawn tiny rows. Every card of one size and theme uses the same box whatever
/// its count, so counts line up.
public struct SymbolPlacement: Hashable, Sendable {
    /// How the symbols are drawn.
    public enum Scale: Hashable, Sendable {
        /// Rasterized from the shape in ASCII; boxes are in quarter cells (pixels) of the
        /// interior.
        case drawn
        /// The hand-drawn tiny ASCII rows; boxes are in cells of the interior.
        case tiny
        /// Drawn cell by cell by ``SymbolPicture`` (Unicode); boxes are in cells of the
        /// interior.
        case pictured
    }

    /// A symbol's box: in pixels of the interior (half a cell wide, half a cell tall) when
    /// drawn, in cells when tiny.
    public struct Box: Hashable, Sendable {
        public let x: Int
        public let y: Int
        public let width: Int
        public let height: Int
    }

    /// How the symbols are drawn.
    public let scale: Scale
    /// One box per symbol, left to right.
    public let boxes: [Box]

    /// The fewest pixels (quarter cells) an ASCII symbol may be wide and tall; smaller ones
    /// are hand-drawn. ASCII shows the shading only in whole cells inside the edge.
    static let minimumAsciiSize = (width: 10, height: 8)

    /// Places `count` symbols of `theme` in `interior` (the card without its border);
    /// nil when not even the tiny glyphs fit (a card squeezed by a flip).
    public init?(count: Int, theme: Theme, interior: Rect, ascii: Bool = false) {
        let count = min(max(count, 1), 3)
        if !ascii {
            guard let boxes = SymbolPlacement.pictureBoxes(count: count, theme: theme, interior: interior) else { return nil }
            (scale, self.boxes) = (.pictured, boxes)
            return
        }
        if let boxes = SymbolPlacement.drawnBoxes(
            count: count, aspect: theme.symbolAspect, minimum: SymbolPlacement.minimumAsciiSize, interior: interior) {
            (scale, self.boxes) = (.drawn, boxes)
            return
        }
        // Tiny symbols are two cells wide and a card's inside an even number of cells, so one,
        // two or three of them centre; two rows sit at the top of three.
        let tiny = theme.asciiTinySize
        guard interior.width >= 3 * tiny.width + 2, interior.height >= tiny.height else { return nil }
        // Three symbols stand a cell apart with a cell of margin each side, or two cells apart
        // where there is room; on the narrowest cards a cell apart without margins, so they
        // never run together. Two stand an even gap apart.
        let gap3 = interior.width >= 3 * tiny.width + 8 ? 2 : interior.width >= 3 * tiny.width + 2 ? 1 : 0
        let gap = count == 2 ? max(2, gap3 + gap3 % 2) : gap3
        let group = count * tiny.width + (count - 1) * gap
        let left = (interior.width - group) / 2
        let top = (interior.height - tiny.height) / 2
        scale = .tiny
        boxes = (0..<count).map { Box(x: left + $0 * (tiny.width + gap), y: top, width: tiny.width, height: tiny.height) }
    }

    /// Boxes in cells for symbols drawn by ``SymbolPicture``, or nil when the interior is
    /// less than 8 × 3. Symbols are the widest of ``pictureColumns(interiorWidth:)`` whose own
    /// rows fit (``SymbolPicture/naturalRows(_:columns:)``). Classic symbols are as tall as the
    /// interior less a sixth above and below, but at most one and a half times their width and
    /// a row (a two-cell symbol four rows tall), and a row shorter where that centres them; the
    /// others are as tall as their tallest shape.
    private static func pictureBoxes(count: Int, theme: Theme, interior: Rect) -> [Box]? {
        let (width, height) = (interior.width, interior.height)
        let ownRows = { (columns: Int) in theme.symbols.compactMap { SymbolPicture.naturalRows($0.shape, columns: columns) }.max() }
        guard height >= 3, let columns = widths(interiorWidth: width).first(where: { ownRows($0) ?? 0 <= height }) else { return nil }
        var rows = min(height - 2 * (height / 6), 3 * columns / 2 + 1)
        if (height - rows) % 2 != 0 { rows += rows > 3 ? -1 : 1 }
        if let own = ownRows(columns) { rows = own }
        guard rows <= height else { return nil }
        // Two symbols stand a gap apart that leaves an even margin, so they centre as one and
        // three do.
        let gap = gap(columns: columns)
        let between = count == 2 ? gap + (width - 2 * columns - gap) % 2 : gap
        let group = count * columns + (count - 1) * between
        let left = (width - group) / 2, top = (height - rows) / 2
        return (0..<count).map { Box(x: left + $0 * (columns + between), y: top, width: columns, height: rows) }
    }

    /// The width in cells of the symbols ``SymbolPicture`` draws on a card whose inside is
    /// `interiorWidth` columns wide, whatever their height; nil when not even two-cell ones fit.
    /// See ``widths(interiorWidth:)``.
    public static func pictureColumns(interiorWidth width: Int) -> Int? {
        var even = width / 3 - (width / 3) % 2
        while even >= 4 {
            if fits(even, interiorWidth: width) { return even }
            even -= 2
        }
        if width % 2 == 1, fits(3, interiorWidth: width) { return 3 }
        return fits(2, interiorWidth: width) ? 2 : nil
    }

    /// Whether three symbols `columns` wide stand abreast a third of their width apart (a cell
    /// at least) within a margin of a cell per eight columns past fourteen.
    private static func fits(_ columns: Int, interiorWidth width: Int) -> Bool {
        3 * columns + 2 * gap(columns: columns) + 2 * max(0, (width - 14) / 8) <= width
    }

    /// The symbol widths that stand three abreast (``fits(_:interiorWidth:)``), best first: even ones
    /// of four cells and more, then three cells where the inside is odd (so one, two or three
    /// of them centre; the board gives cards an odd width for them, ``CardShape``), then two.
    private static func widths(interiorWidth width: Int) -> [Int] {
        let even = stride(from: width / 3 - (width / 3) % 2, through: 2, by: -2).filter { fits($0, interiorWidth: width) }
        let three = width % 2 == 1 && fits(3, interiorWidth: width) ? [3] : []
        return even.filter { $0 >= 4 } + three + even.filter { $0 < 4 }
    }

    /// The blank columns between symbols `columns` wide: a third of their width, a cell at least.
    private static func gap(columns: Int) -> Int {
        max(1, columns / 3)
    }

    /// Boxes for drawn symbols, or nil when they would be smaller than
    /// ``minimumAsciiSize``. Three symbols fill the width less margins and gaps; the
    /// height follows from `aspect` (width over height on screen), capped by the interior.
    /// Sizes are even where that keeps the margins equal.
    private static func drawnBoxes(count: Int, aspect: Double, minimum: (width: Int, height: Int), interior: Rect) -> [Box]? {
        // Pixels are half a cell: a pixel is 0.5 units wide and 1 unit tall on screen.
        let (width, height) = (2 * interior.width, 2 * interior.height)
        let marginX = max(1, width * 6 / 100), marginY = max(1, height * 12 / 100)
        var symbolWidth = evenFloor(Double(width - 2 * marginX) / 3.6)
        var symbolHeight = Int(Double(symbolWidth) / 2 / aspect)
        if symbolHeight > height - 2 * marginY {
            symbolHeight = height - 2 * marginY
            symbolWidth = min(symbolWidth, evenFloor(Double(symbolHeight) * 2 * aspect))
        }
        // A symbol a little too short to draw (a circle three cells wide) is drawn up to a
        // third taller, rather than as a smaller hand-drawn picture.
        if symbolHeight < minimum.height, 3 * minimum.height <= 4 * symbolHeight, minimum.height <= height - 2 * marginY {
            symbolHeight = minimum.height
        }
        // An odd leftover cannot centre: shrink by a pixel, or grow by one where shrinking
        // would leave a symbol five cells wide too short to draw (the geometric theme's
        // square symbols at 120×40) and the margins allow.
        if (height - symbolHeight) % 2 != 0 {
            let grow = symbolHeight - 1 < minimum.height && symbolWidth >= 10
                && symbolHeight < height - 2 * marginY
            symbolHeight += grow ? 1 : -1
        }
        guard symbolWidth >= minimum.width, symbolHeight >= minimum.height else { return nil }
        let room = (width - 2 * marginX - 3 * symbolWidth) / 2
        let gap = min(max(2, evenFloor(Double(symbolWidth) * 0.3)), max(2, room - room % 2))
        let group = count * symbolWidth + (count - 1) * gap
        // Glyphs are whole cells: symbols start on a cell so the gap between them stays blank.
        let centred = (width - group) / 2
        let left = centred - centred % 2, top = (height - symbolHeight) / 2
        return (0..<count).map {
            Box(x: left + $0 * (symbolWidth + gap), y: top, width: symbolWidth, height: symbolHeight)
        }
    }

    /// The largest even whole number not above `value`.
    private static func evenFloor(_ value: Double) -> Int {
        let whole = Int(value.rounded(.down))
        return whole - whole % 2
    }
}
