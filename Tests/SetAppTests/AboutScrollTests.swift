import SetApp
import SetFrame
import SetRender
import SetTestSupport
import Testing

/// The About tab scrolls when its text is taller than the screen (issue 41: at 80 × 24 its
/// last line, the version, was cut above the help line), says which lines it shows, and
/// shows all of it, unscrolled, where it fits.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct AboutScrollTests {
    static let version = "set-game \(SetGameVersion.current) · Swift and ncurses · after the SET card game by Marsha Falco"

    /// The rows between the tab bar and the help line, from the top row of text, as drawn.
    static func text(_ grid: Grid, rows: Range<Int>) -> [String] {
        rows.map { y in String(grid.lines[y].dropFirst(2)).trimmingTrailingSpaces }
    }

    /// The line that says which lines show, right-aligned and dim on the row above the help line.
    static func mark(_ line: String, width: Int) -> GridExpectation {
        GridExpectation([String(repeating: " ", count: width - line.count - 1) + line + " "])
            .styled(Rect(x: width - line.count - 1, y: 0, width: line.count, height: 1), CellStyle(dim: true))
    }

    @Test("At 80×24 the version line is reached by End, ↓ and PgDn; ↑ and PgUp go back")
    func lastLineReachableAtEightyByTwentyFour() {
        var app = makeApp(width: 80, height: 24)
        app.press(.function(4))
        var grid = app.render()
        #expect(grid.lines[2].hasPrefix("  SET — the game of visual perception"))
        #expect(!grid.shows("set-game \(SetGameVersion.current)"), "the version line is below the fold")
        expectGrid(grid, at: 0, 22, toShow: Self.mark("lines 1–20 of 22 ↑↓", width: 80))
        #expect(grid.lines[23].hasPrefix(" d all 81 cards  ↑↓ scroll  Tab next tab"))

        app.press(.end)
        grid = app.render()
        // The last line of text on the last row above the mark, the first two scrolled away.
        expectGrid(grid, at: 0, 20, toShow: GridExpectation(["", "  " + Self.version].map { $0.padding(toLength: 80, withPad: " ", startingAt: 0) }))
        expectGrid(grid, at: 0, 22, toShow: Self.mark("lines 3–22 of 22 ↑↓", width: 80))
        #expect(grid.lines[2].hasPrefix("  Every card shows 1, 2 or 3 diamonds"))

        app.press(.down)
        #expect(app.render() == grid, "↓ at the end stays at the end")
        app.press(.up)
        expectGrid(app.render(), at: 0, 22, toShow: Self.mark("lines 2–21 of 22 ↑↓", width: 80))
        app.press(.pageUp)
        expectGrid(app.render(), at: 0, 22, toShow: Self.mark("lines 1–20 of 22 ↑↓", width: 80))
        app.press(.pageDown)
        expectGrid(app.render(), at: 0, 22, toShow: Self.mark("lines 3–22 of 22 ↑↓", width: 80))
        app.press(.home)
        #expect(app.render().lines[2].hasPrefix("  SET — the game of visual perception"))
    }

    @Test("Where the text fits (100×30) it is all shown, unscrolled, with no scroll mark or key")
    func nothingCutAtHundredByThirty() {
        var app = makeApp(width: 100, height: 30)
        app.press(.function(4))
        let before = app.render()
        let lines = Self.text(before, rows: 2..<before.height - 1)
        // The title on top and the version, the text's last line, above the help line (the
        // animation's cards may show below it).
        #expect(lines.first == "SET — the game of visual perception")
        #expect(lines.contains(Self.version), "\(lines)")
        #expect(!before.shows("lines 1–") && !before.shows("↑↓ scroll"))
        app.press(.down)
        app.press(.pageDown)
        #expect(app.render() == before, "nothing to scroll")
    }

    @Test("The wheel scrolls About as it does Statistics; d's deck pages are not scrolled")
    func wheelScrolls() {
        var app = makeApp(width: 80, height: 24)
        app.press(.function(4))
        app.layOut()
        app.update(.input(.mouse(x: 10, y: 10, kind: .wheelDown)), at: 1)
        expectGrid(app.render(), at: 0, 22, toShow: Self.mark("lines 3–22 of 22 ↑↓", width: 80))
        app.type("d")
        #expect(!app.render().shows("lines 3–22"))
        app.press(.escape)
        expectGrid(app.render(), at: 0, 22, toShow: Self.mark("lines 3–22 of 22 ↑↓", width: 80))
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
