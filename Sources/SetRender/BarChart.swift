/// Horizontal bars, one row per value, labels on the left (B6).
public enum BarChart {
    /// Partial cells in eighths, from one eighth to seven.
    static let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// Rows of `label bar` fitting `width` columns: labels are padded to the longest, and the
    /// largest value fills the space after them. Bars are drawn with `█` to an eighth of a
    /// cell, or with `#` to a whole cell when `ascii`. Negative values draw no bar; rows are
    /// not padded on the right.
    /// - Precondition: `values` and `labels` have the same count.
    public static func rows(values: [Double], labels: [String], width: Int, ascii: Bool) -> [String] {
        precondition(values.count == labels.count, "one label per value")
        let labelWidth = labels.map(\.count).max() ?? 0
        let barWidth = max(width - labelWidth - 1, 0)
        let largest = values.max() ?? 0
        return zip(labels, values).map { label, value in
            let fraction = largest > 0 ? max(value, 0) / largest : 0
            let padded = label + String(repeating: " ", count: labelWidth - label.count)
            return padded + " " + bar(fraction * Double(barWidth), ascii: ascii)
        }
    }

    /// A bar `cells` long, rounded to the nearest eighth, or whole cell when `ascii`.
    private static func bar(_ cells: Double, ascii: Bool) -> String {
        guard !ascii else { return String(repeating: "#", count: Int(cells.rounded())) }
        let eighths = Int((cells * 8).rounded())
        let partial = eighths % 8 == 0 ? "" : String(partials[eighths % 8 - 1])
        return String(repeating: "█", count: eighths / 8) + partial
    }
}
