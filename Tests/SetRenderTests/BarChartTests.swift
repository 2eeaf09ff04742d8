import SetRender
import Testing

@Suite struct BarChartTests {
    @Test func barsScaleToTheLargestInEighths() {
        let rows = BarChart.rows(values: [8, 4, 1, 0], labels: ["#1", "#2", "#3", "#10"], width: 12, ascii: false)
        #expect(rows == ["#1  ████████", "#2  ████", "#3  █", "#10 "])
    }

    @Test func partialCellsUseEighthBlocks() {
        let rows = BarChart.rows(values: [16, 3, 5, 9], labels: ["a", "b", "c", "d"], width: 6, ascii: false)
        #expect(rows == ["a ████", "b ▊", "c █▎", "d ██▎"])
    }

    @Test func asciiRoundsToWholeCells() {
        let rows = BarChart.rows(values: [16, 3, 5, 9], labels: ["a", "b", "c", "d"], width: 6, ascii: true)
        #expect(rows == ["a ####", "b #", "c #", "d ##"])
    }

    @Test func negativeOrAllZeroValuesDrawNoBars() {
        #expect(BarChart.rows(values: [0, -3], labels: ["x", "y"], width: 10, ascii: false) == ["x ", "y "])
        #expect(BarChart.rows(values: [], labels: [], width: 10, ascii: false).isEmpty)
    }

    @Test func aNarrowWidthLeavesOnlyLabels() {
        #expect(BarChart.rows(values: [5], labels: ["long"], width: 3, ascii: false) == ["long "])
    }
}
