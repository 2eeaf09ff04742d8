/// Turns the bytes a terminal sends into input events, for a backend that reads them raw
/// (the terminal screen, an SSH channel): characters in UTF-8, control characters
/// as ``InputEvent/init(characterCode:)`` names them, the escape sequences of named keys
/// (CSI and SS3, modifiers ignored), SGR and X10 mouse reports, focus reports (`ESC [ I`
/// gained, `ESC [ O` lost), and bracketed pastes, which
/// are skipped whole (the game has no text to paste into, and pasted text must not press
/// its keys).
///
/// Bytes may arrive in pieces of any size: a sequence cut short waits for the rest. An Esc
/// with nothing after it is the Esc key only once ``flush()`` says no more came in time.
public struct InputDecoder {
    /// Bytes of an unfinished character or sequence.
    private var pending: [UInt8] = []
    /// Whether the bytes are inside a bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`).
    private var inPaste = false

    /// How long, in seconds, an Esc waits for the rest of a sequence before the caller
    /// calls ``flush()`` and it is the Esc key: the same for the terminal and SSH sessions.
    public static let escapeDelay = 0.025

    /// The longest escape sequence read; a longer one is dropped as malformed.
    static let longestSequence = 32
    /// The bytes that end a bracketed paste.
    private static let pasteEnd: [UInt8] = Array("\u{1b}[201~".utf8)

    public init() {}

    /// The events `bytes` complete, in order; what is left unfinished waits for more.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        return take(final: false)
    }

    /// The events left when no byte followed in time (an escape delay): a lone Esc is the
    /// Esc key, and the bytes of a sequence cut short are read as keys of their own.
    public mutating func flush() -> [InputEvent] {
        take(final: true)
    }

    /// Whether bytes wait for more (the caller then waits an escape delay and calls ``flush()``).
    public var isWaiting: Bool { !pending.isEmpty }

    /// Decodes from the start of `pending`, keeping what is unfinished unless `final`.
    private mutating func take(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        while index < pending.count {
            if inPaste {
                guard let end = Self.find(Self.pasteEnd, in: pending, from: index) else {
                    // Keep what may be the start of the end marker.
                    index = max(index, pending.count - (Self.pasteEnd.count - 1))
                    if final { index = pending.count }
                    break
                }
                inPaste = false
                index = end
                continue
            }
            switch read(at: index, final: final) {
            case .incomplete:
                pending.removeFirst(index)
                return events
            case .read(let event, let next):
                if let event { events.append(event) }
                index = next
            case .pasteStart(let next):
                inPaste = true
                index = next
            }
        }
        pending.removeFirst(min(index, pending.count))
        return events
    }

    /// What a read from one position found.
    private enum Read {
        /// An event (nil: bytes the game does not use) and where the next read starts.
        case read(InputEvent?, next: Int)
        /// A bracketed paste starts; its text follows from `next`.
        case pasteStart(next: Int)
        /// The bytes stop before the end of what they start.
        case incomplete
    }

    private func read(at index: Int, final: Bool) -> Read {
        let byte = pending[index]
        if byte == 0x1B {
            let sequence = readEscape(at: index)
            if case .incomplete = sequence, final { return .read(.key(.escape), next: index + 1) }
            return sequence
        }
        if byte < 0x80 { return .read(InputEvent(characterCode: UInt32(byte)), next: index + 1) }
        return readUTF8(at: index, final: final)
    }

    /// A character in UTF-8 of 2 to 4 bytes; U+FFFD for a byte that starts none.
    private func readUTF8(at index: Int, final: Bool) -> Read {
        let lead = pending[index]
        let length = switch lead {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1  // a continuation byte, or a byte UTF-8 never uses
        }
        let replacement = Read.read(.character("\u{FFFD}"), next: index + 1)
        guard length > 1 else { return replacement }
        guard index + length <= pending.count else { return final ? replacement : .incomplete }
        var decoder = UTF8()
        var iterator = pending[index..<(index + length)].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return replacement }
        return .read(InputEvent(characterCode: scalar.value), next: index + length)
    }

    /// After an Esc at `index`: a CSI or SS3 sequence, or the Esc key when another byte
    /// follows that starts neither (that byte is then read on its own).
    private func readEscape(at index: Int) -> Read {
        guard index + 1 < pending.count else { return .incomplete }
        switch pending[index + 1] {
        case 0x5B: return readCSI(at: index + 2)
        case 0x4F:
            guard index + 2 < pending.count else { return .incomplete }
            return .read(Self.ss3Key(pending[index + 2]).map(InputEvent.key), next: index + 3)
        default: return .read(.key(.escape), next: index + 1)
        }
    }

    /// `ESC [` then, from `start`: a mouse report (`<` SGR, `M` X10) or parameters and a
    /// final byte.
    private func readCSI(at start: Int) -> Read {
        guard start < pending.count else { return .incomplete }
        if pending[start] == 0x4D {  // M: X10, three bytes follow
            guard start + 3 < pending.count else { return .incomplete }
            let (button, column, row) = (pending[start + 1], pending[start + 2], pending[start + 3])
            return .read(InputEvent(x10Mouse: UInt32(button), column: UInt32(column), row: UInt32(row)), next: start + 4)
        }
        var end = start
        while end < pending.count, (0x20...0x3F).contains(pending[end]) {
            end += 1
            if end - start > Self.longestSequence { return .read(nil, next: end) }
        }
        guard end < pending.count else { return .incomplete }
        let parameters = String(decoding: pending[start..<end], as: UTF8.self)
        let final = pending[end]
        let next = end + 1
        if parameters.hasPrefix("<") {
            let event = InputEvent(sgrMouse: String(parameters.dropFirst()), final: Character(Unicode.Scalar(final)))
            return .read(event, next: next)
        }
        if final == 0x7E, parameters == "200" { return .pasteStart(next: next) }
        if parameters.isEmpty, final == 0x49 || final == 0x4F { return .read(.focus(gained: final == 0x49), next: next) }
        return .read(Self.csiKey(parameters: parameters, final: final).map(InputEvent.key), next: next)
    }

    /// The key of `ESC O` `byte` (application cursor keys, F1–F4, keypad Enter).
    private static func ss3Key(_ byte: UInt8) -> SpecialKey? {
        switch byte {
        case 0x50...0x53: .function(Int(byte) - 0x50 + 1)  // P Q R S
        case 0x4D: .enter  // M
        default: letterKey(byte)
        }
    }

    /// The key of `ESC [` `parameters` `final`: a letter for the cursor keys, Home, End and
    /// Shift-Tab, `~` after a number for the others. The modifiers after `;` are ignored.
    private static func csiKey(parameters: String, final: UInt8) -> SpecialKey? {
        guard final == 0x7E else { return final == 0x5A ? .backTab : letterKey(final) }
        let number = parameters.split(separator: ";", omittingEmptySubsequences: false).first.flatMap { Int($0) }
        switch number {
        case 1, 7: return .home
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case let n? where (11...15).contains(n): return .function(n - 10)
        case let n? where (17...21).contains(n): return .function(n - 11)
        case 23: return .function(11)
        case 24: return .function(12)
        default: return nil
        }
    }

    /// The cursor keys, Home and End by their final letter (`A` up … `F` end).
    private static func letterKey(_ byte: UInt8) -> SpecialKey? {
        switch byte {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        default: nil
        }
    }

    /// Where the first `needle` in `bytes` from `start` ends, or nil.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count - start >= needle.count else { return nil }
        for at in start...(bytes.count - needle.count) where bytes[at..<(at + needle.count)].elementsEqual(needle) {
            return at + needle.count
        }
        return nil
    }
}
