/// Terminfo's padding marks, `$<5>`, `$<2*>`, `$<1.5/>`: delays a terminal of the 1980s
/// needed after a control, which `tputs` turns into waits. The game writes controls itself,
/// so it strips them (a terminal on a pseudo-terminal needs no delay); written as they are,
/// they show on screen as text (TERM=vt100's `cup` ends in `$<5>`).
enum TerminfoPadding {
    /// `control` without its padding marks; anything that only looks like one (`$<x>`, a
    /// `$<` never closed) is kept as it is.
    static func stripped(_ control: [UInt8]) -> [UInt8] {
        guard control.contains(UInt8(ascii: "$")) else { return control }
        var result: [UInt8] = []
        result.reserveCapacity(control.count)
        var index = 0
        while index < control.count {
            if let end = markEnd(in: control, at: index) {
                index = end
            } else {
                result.append(control[index])
                index += 1
            }
        }
        return result
    }

    /// The index after the padding mark that starts at `start`, if one does: `$<`, digits
    /// with at most one decimal place, then `*` and `/` in any order, each at most once, `>`.
    private static func markEnd(in bytes: [UInt8], at start: Int) -> Int? {
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "$"), bytes[start + 1] == UInt8(ascii: "<") else { return nil }
        var index = start + 2
        let digitsStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        guard index > digitsStart else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { return nil }
            index += 1
        }
        var seenStar = false
        var seenSlash = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "*") where !seenStar: seenStar = true
            case UInt8(ascii: "/") where !seenSlash: seenSlash = true
            case UInt8(ascii: ">"): return index + 1
            default: return nil
            }
            index += 1
        }
        return nil
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
