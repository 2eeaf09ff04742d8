/// A column chart with labelled axes (B6), after gnuplot's dumb terminal and btop: the
/// highest value labels the top of the y axis and the lowest (or zero) its baseline; under
/// the columns, the first and last x labels. Columns are drawn in eighths of a cell with
/// `▁…█` (whole cells of `#` in ASCII).
///
/// ```
///  753 ┤   █
///      │ ▅ █ ▃
///    0 ┼───────
///      #1    #4
/// ```
public enum ColumnChart {
    /// Partial cells, one to seven eighths high.
    static let partials: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇"]

    /// The chart of `values` (one x label each) in at most `width` columns: `height` rows of
    /// columns, the baseline row and the x-label row; and how many values it shows. When
    /// there are more values than columns, the last ones are shown (the caller's title
    /// says "last N"). `format` writes a y-axis value.
    /// - Precondition: `values` and `labels` have the same count; `height` ≥ 1.
    public static func render(
        values: [Double], labels: [String], width: Int, height: Int, ascii: Bool, format: (Double) -> String
    ) -> (lines: [String], shown: Int) {
        precondition(values.count == labels.count, "one label per value")
        precondition(height >= 1, "at least one row of columns")
        guard !values.isEmpty else { return ([], 0) }
        let low = min(0, values.min()!)
        let high = max(values.max()!, low + 1e-9)
        let (top, bottom) = (format(values.max()!), format(low))
        let axisWidth = max(top.count, bottom.count)
        let shown = min(values.count, max(1, width - axisWidth - 2))
        let (plotted, plottedLabels) = (Array(values.suffix(shown)), Array(labels.suffix(shown)))
        let step = max(1, min(3, (width - axisWidth - 2) / max(1, shown)))
        let barWidth = step > 1 ? step - 1 : 1
        let eighths = plotted.map { Int((($0 - low) / (high - low) * Double(height * 8)).rounded()) }
        func pad(_ text: String) -> String { String(repeating: " ", count: axisWidth - text.count) + text }
        var rows: [String] = []
        for row in 0..<height {
            let floor = (height - 1 - row) * 8
            let axis = row == 0 ? pad(top) + " " + (ascii ? "+" : "┤") : String(repeating: " ", count: axisWidth + 1) + (ascii ? "|" : "│")
            let cells = eighths.map { filled -> String in
                let fill = min(max(filled - floor, 0), 8)
                let glyph: Character = ascii ? (fill >= 4 ? "#" : " ") : (fill == 0 ? " " : fill == 8 ? "█" : partials[fill - 1])
                return String(repeating: glyph, count: barWidth) + String(repeating: " ", count: step - barWidth)
            }
            rows.append(axis + cells.joined())
        }
        let plotWidth = shown * step
        rows.append(pad(bottom) + " " + (ascii ? "+" : "┼") + String(repeating: ascii ? "-" : "─", count: plotWidth))
        var xAxis = Array(String(repeating: " ", count: axisWidth + 2 + plotWidth))
        let lastLabel = plottedLabels.last!, firstLabel = plottedLabels.first!
        let lastStart = max(0, axisWidth + 2 + (shown - 1) * step + barWidth - lastLabel.count)
        if shown > 1, firstLabel.count < lastStart - axisWidth - 2 {
            xAxis.replaceSubrange((axisWidth + 2)..<(axisWidth + 2 + firstLabel.count), with: Array(firstLabel))
        }
        let end = min(xAxis.count, lastStart + lastLabel.count)
        xAxis.replaceSubrange(lastStart..<end, with: Array(lastLabel).prefix(end - lastStart))
        rows.append(String(xAxis))
        return (rows, shown)
    }
}
