/// A one-line chart of a series, one character per value (B6).
public enum Sparkline {
    /// Levels from lowest to highest.
    static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
    /// Levels from lowest to highest when the terminal is not UTF-8.
    static let asciiLevels: [Character] = ["_", ".", ":", "-", "=", "+", "*", "#"]

    /// The last `width` values of `values`, each scaled between the smallest and the largest
    /// of them to one of eight levels. A flat series sits at the middle level; no values, or
    /// no width, give an empty string.
    public static func render(_ values: [Double], width: Int, ascii: Bool) -> String {
        let shown = values.suffix(max(width, 0))
        guard let low = shown.min(), let high = shown.max() else { return "" }
        let levels = ascii ? asciiLevels : blocks
        let top = Double(levels.count - 1)
        return String(shown.map { value in
            let fraction = high > low ? (value - low) / (high - low) : 0.5
            return levels[Int((fraction * top).rounded())]
        })
    }
}
