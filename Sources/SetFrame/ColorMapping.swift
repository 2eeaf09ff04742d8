import SetRender

/// The terminal's color numbers for ``TerminalColor``s: colors the terminal cannot show are
/// mapped to the nearest one it can, and the standard color is the terminal's own (-1) or,
/// without default colors, white on black.
public struct ColorMapping: Sendable {
    private let colorCount: Int
    private let hasDefaultColors: Bool

    /// A mapping for a terminal with `colorCount` colors (`COLORS`). `hasDefaultColors`
    /// tells whether `use_default_colors()` succeeded, so -1 means the terminal's own color;
    /// without it the standard foreground is white (7) and background black (0).
    public init(colorCount: Int, hasDefaultColors: Bool = true) {
        self.colorCount = colorCount
        self.hasDefaultColors = hasDefaultColors
    }

    /// The terminal's color number for `color`; `standard` is used for `.standard` when the
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
