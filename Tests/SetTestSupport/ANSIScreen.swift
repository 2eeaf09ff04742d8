import SetRender

/// A terminal in miniature, for testing the encoder from the other side: it applies the
/// bytes an xterm-like terminal understands — cursor moves (`ESC [ r ; c H`), clears
/// (`ESC [ H ESC [ 2 J`), SGR attributes and colors, charset picks, UTF-8 characters one or
/// two columns wide — to a grid, and remembers what it could not read.
///
/// Colors come back as the palette numbers the terminal was sent (``TerminalColor/indexed(_:)``),
/// or ``TerminalColor/standard`` for its own.
public struct ANSIScreen {
    /// What the terminal shows.
    public private(set) var grid: Grid
    /// What the bytes asked that this terminal does not know, or that would write off the screen.
    public private(set) var problems: [String] = []
    private var row = 0, column = 0
    private var style = CellStyle.plain

    /// A blank terminal of `width` × `height`.
    public init(width: Int, height: Int) {
        grid = Grid(width: width, height: height)
    }

    /// Applies `bytes`, as the terminal would on reading them.
    public mutating func apply(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B {
                index = escape(bytes, at: index + 1)
                continue
            }
            var decoder = UTF8()
            var iterator = bytes[index...].makeIterator()
            guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
                problems.append("broken UTF-8 at byte \(index)")
                return
            }
            index += String(scalar).utf8.count
            write(scalar)
        }
    }

    /// Writes `scalar` at the cursor and moves it on by the character's width.
    private mutating func write(_ scalar: Unicode.Scalar) {
        let cell = Cell(scalar: scalar, style: style)
        let columns = cell.isWide ? 2 : 1
        guard row < grid.height, column + columns <= grid.width else {
            problems.append("\(scalar) written off the screen at row \(row), column \(column)")
            return
        }
        grid[column, row] = cell
        column += columns
    }

    /// Reads the sequence after an Esc at `start`; returns where the next byte is.
    private mutating func escape(_ bytes: [UInt8], at start: Int) -> Int {
        guard start < bytes.count else {
            problems.append("a lone Esc at the end")
            return start
        }
        if bytes[start] == 0x28 { return start + 2 }  // ESC ( B: the ASCII character set
        guard bytes[start] == 0x5B else {
            problems.append("Esc \(bytes[start]) is not a CSI")
            return start + 1
        }
        var end = start + 1
        while end < bytes.count, (0x30...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else {
            problems.append("a CSI cut short")
            return end
        }
        let numbers = String(decoding: bytes[(start + 1)..<end], as: UTF8.self)
            .split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch bytes[end] {
        case 0x48:  // H
            row = (numbers.first ?? 1).map { $0 - 1 } ?? 0
            column = (numbers.count > 1 ? numbers[1] : 1).map { $0 - 1 } ?? 0
        case 0x4A where numbers == [2]:  // J
            grid = Grid(width: grid.width, height: grid.height)
        case 0x6D:  // m
            selectGraphicRendition(numbers)
        default:
            problems.append("CSI \(numbers) \(Character(Unicode.Scalar(bytes[end]))) is unknown")
        }
        return end + 1
    }

    private mutating func selectGraphicRendition(_ numbers: [Int?]) {
        var index = 0
        while index < numbers.count {
            let number = numbers[index] ?? 0
            switch number {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 30...37: style.foreground = .indexed(UInt8(number - 30))
            case 40...47: style.background = .indexed(UInt8(number - 40))
            case 90...97: style.foreground = .indexed(UInt8(number - 90 + 8))
            case 100...107: style.background = .indexed(UInt8(number - 100 + 8))
            case 38, 48:
                guard index + 2 < numbers.count, numbers[index + 1] == 5, let entry = numbers[index + 2], (0..<256).contains(entry) else {
                    problems.append("SGR \(numbers) has a broken color")
                    return
                }
                if number == 38 { style.foreground = .indexed(UInt8(entry)) } else { style.background = .indexed(UInt8(entry)) }
                index += 2
            default:
                problems.append("SGR \(number) is unknown")
            }
            index += 1
        }
    }
}
