import SetTestSupport
import Testing

@testable import SetRender

/// A row drawn through ``Grid/drawRemembered(row:for:in:_:)`` is the row drawn afresh: copied
/// only onto a blank row, kept only when the drawing touched nothing else, told apart by its
/// values, its row and the grid's size.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct RememberedRowTests {
    /// The rows every draw of a test keeps, as a session's are.
    private let cache = RenderCache()

    /// Draws `text` on the bottom row, as the help bar does.
    private func drawBottom(_ text: String, on grid: inout Grid) {
        grid.drawRemembered(row: grid.height - 1, for: ["test bottom", text], in: cache) { grid in
            grid.put(text, x: 1, y: grid.height - 1, style: CellStyle(bold: true))
        }
    }

    private func fresh(_ text: String, width: Int, height: Int, under: (inout Grid) -> Void = { _ in }) -> Grid {
        var grid = Grid(width: width, height: height)
        under(&grid)
        grid.put(text, x: 1, y: height - 1, style: CellStyle(bold: true))
        return grid
    }

    @Test func rowsAreToldApartByValuesRowAndSize() {
        for (text, width, height) in [("one", 10, 3), ("two", 10, 3), ("one", 12, 3), ("one", 10, 4), ("one", 10, 3), ("two", 12, 4)] {
            var grid = Grid(width: width, height: height)
            drawBottom(text, on: &grid)
            #expect(grid == fresh(text, width: width, height: height), "\(text) \(width)×\(height)")
        }
    }

    @Test func aRowThatIsNotBlankIsDrawnOver() {
        var first = Grid(width: 10, height: 3)
        drawBottom("abc", on: &first)  // kept
        var grid = Grid(width: 10, height: 3)
        grid.put("xxxxxxxxxx", x: 0, y: 2)
        drawBottom("abc", on: &grid)
        #expect(grid == fresh("abc", width: 10, height: 3) { $0.put("xxxxxxxxxx", x: 0, y: 2) })
        #expect(grid.lines[2] == "xabcxxxxxx")
    }

    @Test func theOtherRowsAreLeftAsTheyAre() {
        var grid = Grid(width: 10, height: 3)
        grid.put("top", x: 0, y: 0)
        drawBottom("kept", on: &grid)
        drawBottom("kept", on: &grid)  // the bottom row is no longer blank: drawn afresh
        #expect(grid == fresh("kept", width: 10, height: 3) { $0.put("top", x: 0, y: 0) })
    }

    @Test func aDrawingThatTouchesOtherRowsIsNeverKept() {
        func draw(_ grid: inout Grid) {
            grid.drawRemembered(row: 0, for: ["test spills"], in: cache) { grid in
                grid.put("head", x: 0, y: 0)
                grid.put("spill", x: 0, y: 1)
            }
        }
        for _ in 0..<2 {
            var grid = Grid(width: 8, height: 2)
            draw(&grid)
            #expect(grid.lines == ["head    ", "spill   "])
        }
    }

    @Test("a spill onto any cell of any other row is seen: the drawing is never kept")
    func aSpillAnywhereIsSeen() {
        for y in [0, 2, 3] {
            for x in 0..<7 {
                for _ in 0..<2 {  // kept after the first, the second would lose the spill
                    var grid = Grid(width: 7, height: 4)
                    grid.drawRemembered(row: 1, for: ["test spill anywhere", "\(x),\(y)"], in: cache) { grid in
                        grid.put("row", x: 0, y: 1)
                        grid[x, y] = Cell("*")
                    }
                    #expect(grid[x, y] == Cell("*") && grid.lines[1] == "row    ", "spill at \(x),\(y)")
                }
            }
        }
    }
}
