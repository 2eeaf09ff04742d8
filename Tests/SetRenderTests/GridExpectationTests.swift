import SetRender
import SetTestSupport
import Testing

/// The grid-test helper itself must be able to fail: it reports wrong glyphs and wrong styles.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct GridExpectationTests {
    let bold = CellStyle(bold: true)

    func sample() -> Grid {
        var grid = Grid(width: 6, height: 3)
        grid.put("ab", x: 2, y: 1, style: bold)
        return grid
    }

    @Test func agreesWithWhatWasDrawn() {
        let expected = GridExpectation(["ab", "  "]).styled(Rect(x: 0, y: 0, width: 2, height: 1), bold)
        #expect(expected.differences(from: sample(), x: 2, y: 1).isEmpty)
        #expect(GridExpectation(["      ", "  ab  ", "      "]).styled(Rect(x: 2, y: 1, width: 2, height: 1), bold).grid == sample())
    }

    @Test func reportsEachRowWhoseTextDiffers() {
        let differences = GridExpectation(["      ", "  ax  ", "      "]).styled(Rect(x: 2, y: 1, width: 2, height: 1), bold)
            .differences(from: sample())
        #expect(differences == [#"row 1: expected "  ax  ", got "  ab  ""#])
    }

    @Test func reportsEachCellWhoseStyleDiffers() {
        let differences = GridExpectation(["ab"]).styled(Rect(x: 1, y: 0, width: 1, height: 1), bold)
            .differences(from: sample(), x: 2, y: 1)
        #expect(differences.count == 1)
        #expect(differences.first?.hasPrefix("cell (2, 1) 'a': expected ") == true)
    }

    @Test func outsideTheGridIsBlank() {
        #expect(GridExpectation(["  "]).differences(from: sample(), x: 5, y: 2).isEmpty)
        #expect(GridExpectation(["b"]).differences(from: sample(), x: -1, y: 0) == [#"row 0: expected "b", got " ""#])
    }
}
