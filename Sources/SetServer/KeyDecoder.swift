/// Turns the bytes a player's terminal sends into ``TerminalKey``s: UTF-8 characters,
/// control keys, the arrow keys' escape sequences (CSI and SS3) and SGR mouse clicks.
///
/// Bytes arrive in packets: an escape sequence split across two is kept until the rest
/// comes, and an Esc that ends a packet is the Esc key. What it does not know it drops,
/// and it never holds more than ``pendingLimit`` bytes, whatever a peer sends.
public struct KeyDecoder: Sendable {
    /// The most bytes of an unfinished sequence kept between packets.
    public static let pendingLimit = 32
    private var pending: [UInt8] = []

    public init() {}

    /// The keys in `bytes`, after whatever the previous packet left unfinished.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
        pending.append(contentsOf: bytes)
        var keys: [TerminalKey] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(in: pending[index...]) else { break }
            if let key { keys.append(key) }
            index += length
        }
        pending.removeFirst(index)
        if pending == [0x1B] {  // a lone Esc at the end of a packet is the key itself
            keys.append(.escape)
            pending = []
        }
        if pending.count > Self.pendingLimit { pending = [] }
        return keys
    }

    /// The key at the start of `bytes` and how many bytes it took (a nil key: bytes that
    /// mean nothing here, skipped); nil when `bytes` ends before the key does.
    static func key(in bytes: ArraySlice<UInt8>) -> (TerminalKey?, Int)? {
        let start = bytes.startIndex
        let first = bytes[start]
        switch first {
        case 0x1B: return escapeSequence(in: bytes)
        case 0x0D:
            // \r\n is one Enter.
            if bytes.count >= 2, bytes[start + 1] == 0x0A { return (.enter, 2) }
            return (.enter, 1)
        case 0x0A: return (.enter, 1)
        case 0x03: return (.interrupt, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x00..<0x20: return (nil, 1)
        case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return utf8Character(in: bytes)
        }
    }

    /// A multi-byte UTF-8 character; a byte that cannot start one is skipped.
    private static func utf8Character(in bytes: ArraySlice<UInt8>) -> (TerminalKey?, Int)? {
        let first = bytes[bytes.startIndex]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 0
        guard length > 0, first < 0xF8 else { return (nil, 1) }
        guard bytes.count >= length else { return nil }
        let encoded = bytes.prefix(length)
        guard let text = String(validating: encoded, as: UTF8.self), let character = text.first, text.count == 1 else {
            return (nil, 1)
        }
        return (character.isLetter || character.isNumber || character.isPunctuation || character.isSymbol ? .character(character) : nil, length)
    }

    /// Esc and what follows it: an arrow (`ESC [ A` or `ESC O A`), an SGR mouse report
    /// (`ESC [ < b ; x ; y M`), or another sequence skipped whole; Esc then a character is
    /// the Esc key, then the character.
    private static func escapeSequence(in bytes: ArraySlice<UInt8>) -> (TerminalKey?, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
        // Parameters and intermediates (0x20–0x3F), then one final byte (0x40–0x7E).
        var end = start + 2
        while end < bytes.endIndex, (0x20...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.endIndex else { return nil }
        let final = bytes[end]
        let length = end - start + 1
        let parameters = bytes[(start + 2)..<end]
        switch final {
        case UInt8(ascii: "A"): return (.up, length)
        case UInt8(ascii: "B"): return (.down, length)
        case UInt8(ascii: "C"): return (.right, length)
        case UInt8(ascii: "D"): return (.left, length)
        case UInt8(ascii: "M") where parameters.first == UInt8(ascii: "<"):
            return (mouseClick(parameters.dropFirst()), length)
        default: return (nil, length)
        }
    }

    /// A left-button press from an SGR report's `b;x;y` (1-based cells); other buttons,
    /// motion and wheel say nothing here.
    private static func mouseClick(_ parameters: ArraySlice<UInt8>) -> TerminalKey? {
        let numbers = parameters.split(separator: UInt8(ascii: ";")).map { field -> Int? in
            guard !field.isEmpty, field.count <= 5, field.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            return field.reduce(0) { $0 * 10 + Int($1 - 0x30) }
        }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
            button == 0, column >= 1, row >= 1
        else { return nil }
        return .click(column: column - 1, row: row - 1)
    }
}
