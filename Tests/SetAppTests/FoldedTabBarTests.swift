import SetApp
import SetRender
import SetTestSupport
import Testing

/// At 60 × 20 a tab bar on its own row leaves three rows of cards five rows tall, whose
/// symbols are three rows tall: blind readers hesitated over six of them (issue 41). There the
/// tab bar folds into the status line's row, at its right end, and the cards stand border to
/// border in the 18 rows left: 13 × 6, with the 3 × 4 pictures readers named at once. Function
/// keys and clicks still switch tabs; every other tab keeps the bar on its own row.
@Suite("The tab bar folded into the status line on a short screen", .timeLimit(.minutes(1)), .takesTurns)
struct FoldedTabBarTests {
    /// The tab keys at the right end of the top row, the shown tab's in reverse video.
    static func folded(selected: Int) -> GridExpectation {
        let keys = (1...5).map { "F\($0)" }.joined(separator: "│")
        return GridExpectation([keys])
            .styled(Rect(x: 0, y: 0, width: keys.count, height: 1), CellStyle(dim: true))
            .styled(Rect(x: 3 * selected, y: 0, width: 2, height: 1), CellStyle(bold: true, reverse: true))
    }

    @Test("at 60×20 the status line and the tab keys share the top row; 13×6 cards fill rows 1 to 18, border to border")
    func sixtyByTwenty() throws {
        let app = makeApp(width: 60, height: 20)
        let grid = app.render()
        #expect(grid.lines[0] == " Deck 69 Discard 0 Sets 0 Score 0 00:00      F1│F2│F3│F4│F5 ")
        expectGrid(grid, at: 45, 0, toShow: Self.folded(selected: 0))
        let layout = try #require(app.geometry.layout)
        #expect(app.geometry.foldsTabBar && app.geometry.statusRow == 0 && app.geometry.tabRow == 0)
        #expect((layout.cardWidth, layout.cardHeight, layout.rowGap, layout.columnGap) == (13, 6, 0, 1))
        #expect(layout.frames.map(\.y) == [1, 1, 1, 1, 7, 7, 7, 7, 13, 13, 13, 13])
        // The first card whole (one solid diamond, three cells wide and four rows tall),
        // the card below it touching it, and the help bar on the last row.
        #expect((1...7).map { String(Array(grid.lines[$0])[2..<15]) } == [
            "┌ q ────────┐",
            "│     ▄     │",
            "│    ▟█▙    │",
            "│    ▜█▛    │",
            "│     ▀     │",
            "└───────────┘",
            "┌ a ────────┐",
        ])
        #expect(grid.lines[18].hasPrefix("  └───────────┘ └"))
        #expect(grid.lines[19].hasPrefix(" Space deal 3  h hint  Esc clear  n new  ? help  Q quit"))
    }

    @Test("a click on a folded tab key and the function keys switch tabs; other tabs keep the bar on its own row")
    func switching() {
        var app = makeApp(width: 60, height: 20)
        _ = app.render()
        app.layOut()  // the frame drawn, handed back as the run loop does
        let column = Array(app.render().lines[0]).firstIndex(of: "3")!
        app.update(.input(.mouse(x: column, y: 0, kind: .press)), at: 1)
        #expect(app.tab == .statistics)
        #expect(app.render().lines[0].hasPrefix("F1 Board │ F2 Scores │ F3 Stats │ F4 About │ F5 Cards"))
        app.layOut()
        app.press(.function(1), at: 2)
        app.layOut()
        expectGrid(app.render(), at: 45, 0, toShow: Self.folded(selected: 0))
        app.update(.input(.mouse(x: 45 + 3 * 3, y: 0, kind: .press)), at: 3)
        #expect(app.tab == .about)
    }

    @Test("the status line keeps clear of the tab keys at every width, its note shortened first",
          arguments: [60, 61, 62, 63, 70])
    func statusBesideTheKeys(width: Int) {
        if width < 65 {  // 15 cards after a deal: no room for them 6 rows tall, the bar back on its row
            var app = makeApp(width: width, height: 20)
            app.type(" ", at: 1)
            #expect(!app.geometry.foldsTabBar && app.render().lines[0].hasPrefix("F1 Board"))
        }
        var twelve = makeApp(width: width, height: 20)
        twelve.type("h", at: 1)  // a note: the sets on the table
        let top = twelve.render().lines[0]
        let keys = width >= 63 ? "F1 Board│F2│F3│F4│F5 " : "F1│F2│F3│F4│F5 "
        #expect(top.hasSuffix(keys), "\(top)")
        #expect(top.dropLast(keys.count).hasSuffix(" "), "a blank column before the keys: \(top)")
        #expect(top.contains("on table") || top.contains("on the table"), "\(top)")
    }

    @Test("the tab bar keeps its row where the cards are tall enough without it",
          arguments: [(60, 21), (60, 22), (60, 23), (80, 24), (100, 30), (100, 20), (200, 20)])
    func ownRow(width: Int, height: Int) throws {
        let app = makeApp(width: width, height: height)
        #expect(!app.geometry.foldsTabBar && app.geometry.statusRow == 1)
        #expect(app.render().lines[0].hasPrefix(width >= 80 ? " F1 Board " : "F1 Board "))
        let layout = try #require(app.geometry.layout)
        #expect(layout.cardHeight >= 6, "four-row symbols")
        // Rows of cards touch only where a blank row between them would leave them 5 rows tall.
        #expect(layout.rowGap == (height - 3 < 3 * 6 + 2 && layout.rows == 3 ? 0 : 1))
    }
}
