import SetRender
import SetTestSupport
import Testing

@Suite("Column charts with labelled axes (B6)", .timeLimit(.minutes(1)), .takesTurns)
struct ColumnChartTests {
    @Test("axis labels for the highest value and the baseline, columns in eighths, first and last x labels")
    func labelledColumns() {
        let chart = ColumnChart.render(values: [4, 8, 2], labels: ["#1", "#2", "#3"], width: 20, height: 2, ascii: false) { "\(Int($0)) s" }
        #expect(chart.shown == 3)
        #expect(chart.lines == [
            "8 s ┤   ██    ",
            "    │██ ██ ▄▄ ",
            "0 s ┼─────────",
            "     #1    #3 ",
        ])
    }

    @Test("a single value still gets its scale; negative values lower the baseline")
    func singleAndNegative() {
        #expect(ColumnChart.render(values: [42], labels: ["#1"], width: 20, height: 1, ascii: false) { "\(Int($0))" }.lines == [
            "42 ┤██ ", " 0 ┼───", "    #1 ",
        ])
        #expect(ColumnChart.render(values: [-10, 10], labels: ["#1", "#2"], width: 20, height: 2, ascii: true) { "\(Int($0))" }.lines == [
            " 10 +   ## ", "    |   ## ", "-10 +------", "     #1 #2 ",
        ])
    }

    @Test("more values than columns: the last ones, and the count says how many")
    func longSeriesKeepsTheLatest() {
        let values = (1...50).map(Double.init)
        let chart = ColumnChart.render(values: values, labels: values.map { "#\(Int($0))" }, width: 24, height: 3, ascii: false) { "\(Int($0))" }
        #expect(chart.shown == 20)
        #expect(chart.lines.allSatisfy { $0.count <= 24 })
        #expect(chart.lines.last!.hasPrefix("    #31"))
        #expect(chart.lines.last!.hasSuffix("#50"))
    }
}
