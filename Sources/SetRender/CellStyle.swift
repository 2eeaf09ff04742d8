/// How a cell is drawn: colors and attributes, packed in 32 bits so that cells compare as
/// plain memory.
///
/// Bits 0–9 hold the foreground, 10–19 the background (each a 2-bit kind — standard, ANSI,
/// indexed — and an 8-bit number), 20–24 bold, dim, reverse, underline and italic.
public struct CellStyle: Hashable, Sendable {
    /// The packed colors and attributes; two styles are equal exactly when these are.
    public private(set) var bits: UInt32

    public init(
        foreground: TerminalColor = .standard, background: TerminalColor = .standard,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false,
        underline: Bool = false, italic: Bool = false
    ) {
        bits = Self.code(of: foreground) | Self.code(of: background) << 10
        if bold { bits |= Self.boldBit }
        if dim { bits |= Self.dimBit }
        if reverse { bits |= Self.reverseBit }
        if underline { bits |= Self.underlineBit }
        if italic { bits |= Self.italicBit }
    }

    /// The terminal's default look.
    public static let plain = CellStyle()

    public var foreground: TerminalColor {
        get { Self.color(from: bits & 0x3FF) }
        set { bits = bits & ~0x3FF | Self.code(of: newValue) }
    }

    public var background: TerminalColor {
        get { Self.color(from: bits >> 10 & 0x3FF) }
        set { bits = bits & ~(0x3FF << 10) | Self.code(of: newValue) << 10 }
    }

    public var bold: Bool {
        get { bits & Self.boldBit != 0 }
        set { set(Self.boldBit, newValue) }
    }

    public var dim: Bool {
        get { bits & Self.dimBit != 0 }
        set { set(Self.dimBit, newValue) }
    }

    public var reverse: Bool {
        get { bits & Self.reverseBit != 0 }
        set { set(Self.reverseBit, newValue) }
    }

    public var underline: Bool {
        get { bits & Self.underlineBit != 0 }
        set { set(Self.underlineBit, newValue) }
    }

    public var italic: Bool {
        get { bits & Self.italicBit != 0 }
        set { set(Self.italicBit, newValue) }
    }

    private static let boldBit: UInt32 = 1 << 20
    private static let dimBit: UInt32 = 1 << 21
    private static let reverseBit: UInt32 = 1 << 22
    private static let underlineBit: UInt32 = 1 << 23
    private static let italicBit: UInt32 = 1 << 24

    private mutating func set(_ bit: UInt32, _ on: Bool) {
        bits = on ? bits | bit : bits & ~bit
    }

    private static func code(of color: TerminalColor) -> UInt32 {
        switch color {
        case .standard: 0
        case .ansi(let number): 1 << 8 | UInt32(number)
        case .indexed(let number): 2 << 8 | UInt32(number)
        }
    }

    private static func color(from code: UInt32) -> TerminalColor {
        let number = UInt8(truncatingIfNeeded: code)
        switch code >> 8 {
        case 1: return .ansi(number)
        case 2: return .indexed(number)
        default: return .standard
        }
    }
}

extension CellStyle: CustomStringConvertible {
    /// The colors and the attributes that are on, so a failing test reads.
    public var description: String {
        let attributes = [(bold, "bold"), (dim, "dim"), (reverse, "reverse"), (underline, "underline"), (italic, "italic")]
            .filter(\.0).map(\.1)
        return "CellStyle(\(foreground) on \(background)\(attributes.isEmpty ? "" : ", " + attributes.joined(separator: ", ")))"
    }
}
