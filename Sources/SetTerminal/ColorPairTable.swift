import SetRender

/// Hands out ncurses color pair numbers for (foreground, background) colors on demand.
///
/// Pair 0 is the terminal's default look and is never initialised. Each new combination
/// gets the next free number, reused afterwards; once the terminal's pairs run out, new
/// combinations fall back to pair 0. Colors the terminal cannot show are mapped to the
/// nearest one it can.
public struct ColorPairTable: Sendable {
    /// The pair to use for a combination, and whether it must be initialised first.
    public enum Assignment: Hashable, Sendable {
        /// Already initialised (or pair 0).
        case existing(Int16)
        /// Newly assigned: call `init_pair(number, foreground, background)` before use.
        case new(Int16, foreground: Int16, background: Int16)

        /// The pair number either way.
        public var number: Int16 {
            switch self {
            case .existing(let number), .new(let number, _, _): number
            }
        }
    }

    private struct Key: Hashable, Sendable {
        var foreground: TerminalColor
        var background: TerminalColor
    }

    private let colorCount: Int
    private let pairLimit: Int
    private let hasDefaultColors: Bool
    private var numbers: [Key: Int16] = [:]

    /// A table for a terminal with `colorCount` colors (`COLORS`) and `pairCount` pairs
    /// (`COLOR_PAIRS`, including pair 0). `hasDefaultColors` tells whether
    /// `use_default_colors()` succeeded, so -1 means the terminal's own color; without it
    /// the standard foreground is white (7) and background black (0). Fewer than 8 colors
    /// means monochrome: everything is pair 0.
    public init(colorCount: Int, pairCount: Int, hasDefaultColors: Bool = true) {
        self.colorCount = colorCount
        self.pairLimit = colorCount < 8 ? 1 : min(max(pairCount, 1), Int(Int16.max) + 1)
        self.hasDefaultColors = hasDefaultColors
    }

    /// How many pairs have been assigned, not counting pair 0.
    public var assignedCount: Int { numbers.count }

    /// The pair for `foreground` on `background`.
    public mutating func pair(foreground: TerminalColor, background: TerminalColor) -> Assignment {
        if foreground == .standard, background == .standard { return .existing(0) }
        let key = Key(foreground: foreground, background: background)
        if let number = numbers[key] { return .existing(number) }
        guard numbers.count + 1 < pairLimit else { return .existing(0) }
        let number = Int16(numbers.count + 1)
        numbers[key] = number
        return .new(
            number,
            foreground: colorNumber(foreground, standard: 7),
            background: colorNumber(background, standard: 0)
        )
    }

    /// The ncurses color number for `color`; `standard` is used for `.standard` when the
    /// terminal has no default colors.
    public func colorNumber(_ color: TerminalColor, standard: Int16) -> Int16 {
        switch color {
        case .standard:
            return hasDefaultColors ? -1 : standard
        case .ansi(let n):
            return Int(n) < colorCount ? Int16(n) : Int16(n % 8)
        case .indexed(let n):
            if colorCount >= 256 { return Int16(n) }
            return Int16(Self.nearestANSI(to: n, among: colorCount >= 16 ? 16 : 8))
        }
    }

    /// The ANSI color (0 ..< `count`, 8 or 16) closest to xterm palette entry `index`.
    static func nearestANSI(to index: UInt8, among count: Int) -> Int {
        if Int(index) < count { return Int(index) }
        if index < 16 { return Int(index) - 8 }
        let target = rgb(of: index)
        return (0..<count).min { distance(rgb(of: UInt8($0)), target) < distance(rgb(of: UInt8($1)), target) } ?? 0
    }

    private static let systemColors: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The xterm default RGB value of palette entry `index`.
    private static func rgb(of index: UInt8) -> (Int, Int, Int) {
        let n = Int(index)
        if n < 16 { return systemColors[n] }
        if n >= 232 {
            let level = 8 + 10 * (n - 232)
            return (level, level, level)
        }
        let levels = [0, 95, 135, 175, 215, 255]
        let cube = n - 16
        return (levels[cube / 36], levels[(cube / 6) % 6], levels[cube % 6])
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return dr * dr + dg * dg + db * db
    }
}
