/// A player's rating over their recent rated games as an inline SVG line chart: one line
/// per variant, games in the order played along the bottom, the rating up the side.
enum RatingChart {
    /// One variant's ratings, oldest first.
    struct Series {
        let name: String
        let ratings: [Double]
    }

    static let width = 640
    static let height = 240
    private static let margin = (left: 52, right: 16, top: 16, bottom: 34)
    private static let colors = ["#3b3486", "#d62828", "#1b9a4b"]

    /// The chart of `series`; nil when no series has a point.
    static func svg(_ series: [Series]) -> String? {
        let shown = series.filter { !$0.ratings.isEmpty }
        let values = shown.flatMap(\.ratings)
        guard let low = values.min(), let high = values.max() else { return nil }
        let step = niceStep(high - low)
        let bottom = (low / step).rounded(.down) * step - (high == low ? step : 0)
        let top = max((high / step).rounded(.up) * step, bottom + step)
        let longest = max(shown.map(\.ratings.count).max() ?? 1, 2)
        let plotWidth = Double(width - margin.left - margin.right)
        let plotHeight = Double(height - margin.top - margin.bottom)
        func x(_ index: Int) -> Double { Double(margin.left) + plotWidth * Double(index) / Double(longest - 1) }
        func y(_ value: Double) -> Double { Double(margin.top) + plotHeight * (top - value) / (top - bottom) }
        func f(_ value: Double) -> String { String((value * 10).rounded() / 10) }
        var parts: [String] = []
        var tick = bottom
        while tick <= top + step / 2 {
            parts.append(
                "<line x1=\"\(margin.left)\" x2=\"\(width - margin.right)\" y1=\"\(f(y(tick)))\" y2=\"\(f(y(tick)))\" stroke=\"#e4e0d8\"/>"
                    + "<text x=\"\(margin.left - 6)\" y=\"\(f(y(tick) + 4))\" text-anchor=\"end\" font-size=\"11\" fill=\"#666\">\(Int(tick))</text>")
            tick += step
        }
        parts.append(
            "<text x=\"\(margin.left + Int(plotWidth) / 2)\" y=\"\(height - 8)\" text-anchor=\"middle\" font-size=\"11\" fill=\"#666\">"
                + "rated games, oldest to newest</text>")
        for (index, line) in shown.enumerated() {
            let color = colors[index % colors.count]
            let points = line.ratings.enumerated().map { "\(f(x($0.offset))),\(f(y($0.element)))" }
            parts.append(
                "<polyline class=\"rating\" data-mode=\"\(HTML.escape(line.name))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2.5\" "
                    + "points=\"\(points.joined(separator: " "))\"/>")
            parts.append(contentsOf: points.map { (point) -> String in
                let xy = point.split(separator: ",")
                return "<circle cx=\"\(xy[0])\" cy=\"\(xy[1])\" r=\"3\" fill=\"\(color)\"/>"
            })
            parts.append(
                "<text x=\"\(width - margin.right - 4)\" y=\"\(margin.top + 12 + 14 * index)\" text-anchor=\"end\" font-size=\"12\" "
                    + "fill=\"\(color)\">\(HTML.escape(line.name))</text>")
        }
        return """
            <svg class="chart" xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)" \
            role="img" aria-label="rating over time">\(parts.joined())</svg>
            """
    }

    /// A round step for about four grid lines over `range`.
    static func niceStep(_ range: Double) -> Double {
        let rough = max(range, 1) / 4
        var unit = 1.0
        while unit * 10 <= rough { unit *= 10 }
        for factor in [1.0, 2, 5, 10] where unit * factor >= rough { return unit * factor }
        return unit * 10
    }
}
