import SetRender

/// The bytes that turn a remote terminal showing one grid into showing the next: for each
/// row, the span from its first to its last changed cell, with a cursor move, the SGR
/// attributes and colours as they change, and the characters in UTF-8. Nothing changed,
/// nothing written.
public struct ScreenEncoder: Sendable {
    /// The grid the terminal shows now, as far as the bytes written say; nil: unknown.
    public private(set) var shown: Grid?

    public init() {}

    /// Forgets what the terminal shows, so the next frame is written whole (after a resize).
    public mutating func invalidate() {
        shown = nil
    }

    /// The bytes that show `next`; empty when the terminal shows it already.
    public mutating func encode(_ next: Grid) -> [UInt8] {
        var bytes: [UInt8] = []
        let previous = shown.flatMap { $0.width == next.width && $0.height == next.height ? $0 : nil }
        if previous == nil { bytes += Array("\u{1B}[0m\u{1B}[2J".utf8) }
        var style: CellStyle? = previous == nil ? .plain : nil
        for row in 0..<next.height {
            let start = row * next.width
            let end = start + next.width
            var first = start
            var last = end - 1
            if let previous {
                while first < end, previous.cells[first] == next.cells[first] { first += 1 }
                guard first < end else { continue }
                while last > first, previous.cells[last] == next.cells[last] { last -= 1 }
            }
            // A wide character's right half is written by its left half.
            while first > start, next.cells[first].isWideContinuation { first -= 1 }
            bytes += Array("\u{1B}[\(row + 1);\(first - start + 1)H".utf8)
            for index in first...last {
                let cell = next.cells[index]
                if cell.isWideContinuation { continue }
                if cell.style != style {
                    bytes += Self.select(cell.style)
                    style = cell.style
                }
                bytes += Array(String(cell.scalar).utf8)
            }
        }
        shown = next
        return bytes
    }

    /// SGR: everything off, then the style's attributes and colours.
    static func select(_ style: CellStyle) -> [UInt8] {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.italic { codes.append("3") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        switch style.foreground {
        case .standard: break
        case .ansi(let n): codes.append("\(30 + Int(n % 8))")
        case .indexed(let n): codes.append("38;5;\(n)")
        }
        switch style.background {
        case .standard: break
        case .ansi(let n): codes.append("\(40 + Int(n % 8))")
        case .indexed(let n): codes.append("48;5;\(n)")
        }
        return Array("\u{1B}[\(codes.joined(separator: ";"))m".utf8)
    }
}
