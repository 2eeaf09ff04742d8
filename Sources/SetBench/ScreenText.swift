/// The characters a terminal shows, worked out from the bytes a program writes to it: a
/// small VT100/xterm screen (cursor moves, erasing, wrapping, scrolling; colors and modes
/// ignored), enough to see when a game's whole board is on screen, whatever way the game
/// draws it. Bytes may come in any pieces: a sequence cut between two reads goes on.
public struct ScreenText: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Row by row, `width` × `height` characters; a blank is a space.
    public private(set) var cells: [Character]
    private var column = 0
    private var row = 0
    private var savedCursor = (column: 0, row: 0)
    /// At the right edge after a character: the next one goes to the next line.
    private var pendingWrap = false
    private var lastCharacter: Character = " "
    private var parser = Parser.ground
    private var parameters: [UInt8] = []
    private var utf8: [UInt8] = []

    private enum Parser: Equatable, Sendable {
        case ground, escape, controlSequence, operatingSystemCommand, operatingSystemEscape, charset
    }

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        cells = Array(repeating: " ", count: self.width * self.height)
    }

    public static func == (left: ScreenText, right: ScreenText) -> Bool {
        left.cells == right.cells
    }

    /// The rows as text.
    public var lines: [String] {
        (0..<height).map { String(cells[$0 * width..<($0 + 1) * width]) }
    }

    /// Cells that are not blank.
    public var filledCells: Int {
        cells.count { $0 != " " }
    }

    /// The screen with every digit made `#`: the same board whatever its clock says.
    public var digitsMasked: [Character] {
        cells.map { $0.isASCII && $0.isNumber ? "#" : $0 }
    }

    /// Applies what a program wrote.
    public mutating func feed(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { feed(byte) }
    }

    private mutating func feed(_ byte: UInt8) {
        switch parser {
        case .ground: ground(byte)
        case .escape: escape(byte)
        case .controlSequence:
            if (0x40...0x7E).contains(byte) {
                parser = .ground
                controlSequence(final: byte)
            } else {
                parameters.append(byte)
            }
        case .operatingSystemCommand:
            if byte == 0x07 { parser = .ground } else if byte == 0x1B { parser = .operatingSystemEscape }
        case .operatingSystemEscape:
            parser = byte == UInt8(ascii: "\\") ? .ground : .operatingSystemCommand
        case .charset:
            parser = .ground
        }
    }

    private mutating func ground(_ byte: UInt8) {
        switch byte {
        case 0x1B:
            utf8 = []
            parser = .escape
        case 0x0D:
            column = 0
            pendingWrap = false
        case 0x0A, 0x0B, 0x0C: lineFeed()
        case 0x08:
            column = max(0, column - 1)
            pendingWrap = false
        case 0x09: column = min(width - 1, (column / 8 + 1) * 8)
        case 0..<0x20, 0x7F: break
        case 0x80..<0xC0:
            guard !utf8.isEmpty else { return }
            utf8.append(byte)
            finishCharacter()
        case 0xC0...:
            utf8 = [byte]
        default:
            put(Character(Unicode.Scalar(byte)))
        }
    }

    /// Puts the character of the UTF-8 bytes gathered once they are all there.
    private mutating func finishCharacter() {
        let needed = utf8[0] >= 0xF0 ? 4 : utf8[0] >= 0xE0 ? 3 : 2
        guard utf8.count >= needed else { return }
        let text = String(decoding: utf8, as: UTF8.self)
        utf8 = []
        if let character = text.first { put(character) }
    }

    private mutating func put(_ character: Character) {
        if pendingWrap {
            column = 0
            lineFeed()
        }
        cells[row * width + column] = character
        lastCharacter = character
        if column == width - 1 { pendingWrap = true } else { column += 1 }
    }

    private mutating func lineFeed() {
        pendingWrap = false
        if row == height - 1 {
            cells.removeFirst(width)
            cells.append(contentsOf: repeatElement(" ", count: width))
        } else {
            row += 1
        }
    }

    private mutating func escape(_ byte: UInt8) {
        parser = .ground
        switch byte {
        case UInt8(ascii: "["):
            parameters = []
            parser = .controlSequence
        case UInt8(ascii: "]"): parser = .operatingSystemCommand
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"): parser = .charset
        case UInt8(ascii: "7"): savedCursor = (column, row)
        case UInt8(ascii: "8"): (column, row) = savedCursor
        case UInt8(ascii: "D"): lineFeed()
        case UInt8(ascii: "E"):
            column = 0
            lineFeed()
        case UInt8(ascii: "M"): row = max(0, row - 1)
        case UInt8(ascii: "c"): self = ScreenText(width: width, height: height)
        default: break
        }
    }

    private mutating func controlSequence(final: UInt8) {
        let isPrivate = parameters.first.map { (0x3C...0x3F).contains($0) } ?? false
        let numbers = String(decoding: parameters.drop { (0x3C...0x3F).contains($0) }, as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        func number(_ index: Int, default value: Int = 1) -> Int {
            index < numbers.count && numbers[index] > 0 ? numbers[index] : value
        }
        guard !isPrivate else { return }  // modes: cursor, mouse, alternate screen
        pendingWrap = false
        switch final {
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            row = min(height, number(0)) - 1
            column = min(width, number(1)) - 1
        case UInt8(ascii: "A"): row = max(0, row - number(0))
        case UInt8(ascii: "B"), UInt8(ascii: "e"): row = min(height - 1, row + number(0))
        case UInt8(ascii: "C"), UInt8(ascii: "a"): column = min(width - 1, column + number(0))
        case UInt8(ascii: "D"): column = max(0, column - number(0))
        case UInt8(ascii: "E"): (row, column) = (min(height - 1, row + number(0)), 0)
        case UInt8(ascii: "F"): (row, column) = (max(0, row - number(0)), 0)
        case UInt8(ascii: "G"), UInt8(ascii: "`"): column = min(width, number(0)) - 1
        case UInt8(ascii: "d"): row = min(height, number(0)) - 1
        case UInt8(ascii: "J"):
            let here = row * width + column
            switch number(0, default: 0) {
            case 0: blank(here..<cells.count)
            case 1: blank(0..<here + 1)
            default: blank(0..<cells.count)
            }
        case UInt8(ascii: "K"):
            let start = row * width
            switch number(0, default: 0) {
            case 0: blank(start + column..<start + width)
            case 1: blank(start..<start + column + 1)
            default: blank(start..<start + width)
            }
        case UInt8(ascii: "X"): blank(row * width + column..<row * width + min(width, column + number(0)))
        case UInt8(ascii: "b"):
            for _ in 0..<min(number(0), width * height) { put(lastCharacter) }
        default: break  // colors, modes, scroll regions
        }
    }

    private mutating func blank(_ range: Range<Int>) {
        for index in range.clamped(to: 0..<cells.count) { cells[index] = " " }
    }
}
