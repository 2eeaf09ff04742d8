/// One terminal cell: a Unicode scalar and its packed style, 8 bytes that compare as plain
/// memory.
///
/// A wide character (two columns, e.g. 中 or most emoji) is a `isWide` cell followed by a
/// `isWideContinuation` cell that only stands for its right half; ``Grid`` keeps the two
/// together. A character of several scalars keeps its first (base) one: the combining marks
/// and variation selectors after it are dropped.
public struct Cell: Hashable, Sendable {
    /// The scalar's value (bits 0–20) and the wide flags (bits 30 and 31).
    public private(set) var code: UInt32
    /// Colors and attributes.
    public var style: CellStyle

    /// A cell showing `glyph` (its first scalar).
    public init(_ glyph: Character = " ", style: CellStyle = .plain) {
        self.init(scalar: Self.firstScalar(of: glyph), style: style)
    }

    /// The first scalar of `character`, decoded from its UTF-8 bytes (much cheaper than
    /// its `unicodeScalars` view, and cells are made from characters all frame long).
    private static func firstScalar(of character: Character) -> Unicode.Scalar {
        var bytes = character.utf8.makeIterator()
        guard let lead = bytes.next() else { return " " }
        if lead < 0x80 { return Unicode.Scalar(lead) }
        let (count, bits): (Int, UInt32) = lead >= 0xF0 ? (3, UInt32(lead & 0x07)) : lead >= 0xE0 ? (2, UInt32(lead & 0x0F)) : (1, UInt32(lead & 0x1F))
        var value = bits
        for _ in 0..<count {
            guard let next = bytes.next() else { return " " }
            value = value << 6 | UInt32(next & 0x3F)
        }
        return Unicode.Scalar(value) ?? " "
    }

    /// A cell showing `scalar`, marked wide when it takes two columns.
    public init(scalar: Unicode.Scalar, style: CellStyle = .plain) {
        self.init(scalar: scalar, wide: ScalarWidth.columns(of: scalar) == 2, style: style)
    }

    /// A cell showing `scalar` whose width the caller already knows.
    init(scalar: Unicode.Scalar, wide: Bool, style: CellStyle) {
        code = scalar.value | (wide ? Self.wideBit : 0)
        self.style = style
    }

    private init(code: UInt32, style: CellStyle) {
        self.code = code
        self.style = style
    }

    /// A space in the terminal's default look.
    public static let blank = Cell()

    /// The right half of a wide character drawn in `style`.
    public static func wideContinuation(style: CellStyle) -> Cell {
        Cell(code: continuationBit, style: style)
    }

    /// The scalar shown (a space for the right half of a wide character).
    public var scalar: Unicode.Scalar {
        isWideContinuation ? " " : Unicode.Scalar(code & Self.scalarMask) ?? " "
    }

    /// The value of ``scalar``, read straight from the cell (every cell is made from a
    /// valid scalar), for writing it out.
    public var scalarValue: UInt32 {
        isWideContinuation ? 0x20 : code & Self.scalarMask
    }

    /// The character shown; setting it keeps the style.
    public var glyph: Character {
        get { Character(scalar) }
        set { self = Cell(newValue, style: style) }
    }

    /// Whether this is the left half of a character two columns wide.
    public var isWide: Bool { code & Self.wideBit != 0 }

    /// Whether this is the right half of a wide character, drawn by the cell on its left.
    public var isWideContinuation: Bool { code & Self.continuationBit != 0 }

    /// Whether either wide flag is set (one test for the common, narrow, case).
    var isPartOfWide: Bool { code & (Self.wideBit | Self.continuationBit) != 0 }

    private static let scalarMask: UInt32 = 0x1F_FFFF
    private static let wideBit: UInt32 = 1 << 30
    private static let continuationBit: UInt32 = 1 << 31
}
