import Foundation
import SetApp
import SetRender
import SetStore
import SetTable
import SetTestSupport
import Testing

@Suite("Scores, Statistics and About tabs on the cell grid", .timeLimit(.minutes(1)), .takesTurns)
struct TabViewTests {
    @Test("Scores: an empty list says so, without sample data")
    func emptyScores() {
        var app = makeApp()
        app.press(.function(2))
        let grid = app.render()
        #expect(grid.shows("No finished standard games yet."))
        #expect(!grid.shows("Rank  Score"))
    }

    @Test("Scores: ranked rows, the last game highlighted, scrolling")
    func scoreRows() {
        var app = makeApp(height: 12)
        let records = (0..<20).map { record(score: 1000 - 10 * $0) }
        app.receive(records, rank: 3, notice: nil, at: 1)
        app.press(.function(2))
        var grid = app.render()
        #expect(grid.lines[2].hasPrefix(" Rank  Score  Finished"))
        #expect(grid.lines[3].hasPrefix("    1   1000  "))
        let third = grid.lines.firstIndex { $0.hasPrefix("    3    980") }!
        #expect(grid[5, third].style.reverse)
        #expect(grid.shows("1–7 of 20"))
        app.press(.pageDown)
        grid = app.render()
        #expect(grid.lines[3].hasPrefix("    8    930"))
        app.press(.end)
        #expect(app.render().shows("14–20 of 20"))
    }

    @Test("Scores: header and values line up; narrower, whole columns go (Seed, Mode, Hints, Mistakes), then the date shortens",
          arguments: [(120, "Seed"), (100, "Seed"), (80, "Mode"), (60, "Mistakes"), (40, "Sets"), (30, "Finished")])
    func scoreColumnsDegrade(width: Int, lastTitle: String) {
        var app = makeApp(width: width, height: 60)
        var long = record(score: 1234)
        long.seed = 18_446_744_073_709_551_615
        app.receive([long, record(score: 7)], rank: nil, notice: nil, at: 1)
        app.press(.function(2))
        let grid = app.render()
        let header = grid.lines[2].trimmingCharacters(in: .whitespaces)
        #expect(header.hasSuffix(lastTitle), "\(width): \(header)")
        let titles = header.split(separator: " ").map(String.init)
        let columns = titles.map { title in Array(grid.lines[2]).indices.first { String(Array(grid.lines[2])[$0...].prefix(title.count)) == title }! }
        for row in [3, 4] {
            let cells = Array(grid.lines[row])
            for (title, column) in zip(titles, columns) {
                // Left-aligned columns start under their title, right-aligned ones end under it.
                let leftAligned = ["Finished", "Mode", "Seed"].contains(title)
                let edge = leftAligned ? column : column + title.count - 1
                #expect(cells[edge] != " ", "\(width) cols, row \(row): nothing under \(title)")
                if leftAligned { #expect(cells[edge - 1] == " ") } else { #expect(edge + 1 == cells.count || cells[edge + 1] == " ") }
            }
        }
        #expect(grid.lines[3].contains(width >= 100 ? "18446744073709551615" : "1234"))
    }

    @Test("Scores: the mouse wheel scrolls three rows a notch, within the list; on the board it does nothing")
    func wheelScrollsScores() {
        var app = makeApp(height: 12)
        app.receive((0..<20).map { record(score: 1000 - 10 * $0) }, rank: nil, notice: nil, at: 1)
        let board = app.render()
        app.update(.input(.mouse(x: 10, y: 5, kind: .wheelDown)), at: 1)
        #expect(app.render() == board)
        app.press(.function(2))
        app.update(.input(.mouse(x: 10, y: 5, kind: .wheelDown)), at: 1)
        #expect(app.render().lines[3].hasPrefix("    4    970"))
        app.update(.input(.mouse(x: 10, y: 5, kind: .wheelUp)), at: 1)
        app.update(.input(.mouse(x: 10, y: 5, kind: .wheelUp)), at: 1)
        #expect(app.render().lines[3].hasPrefix("    1   1000"))
        for _ in 0..<10 { app.update(.input(.mouse(x: 10, y: 5, kind: .wheelDown)), at: 1) }
        #expect(app.render().shows("14–20 of 20"))
    }

    @Test("Statistics: totals, then charts with a scale: score per game, seconds per set per game, each set of the last game")
    func statistics() {
        var app = makeApp(width: 80, height: 40)
        var later = record(score: 80)
        later.date = Date(timeIntervalSince1970: 1_800_000_600)
        let records = [record(score: 120, secondsPerSet: [4, 8, 2]), later]
        app.receive(records, rank: nil, notice: nil, at: 1)
        app.press(.function(3))
        let lines = app.render().lines.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Games played       2"))
        #expect(lines.contains("Best score         120"))
        #expect(lines.contains("Fastest set        2.0 s"))
        let score = lines.firstIndex(of: "Score, last 2 games: low 80, high 120")!
        #expect(lines[score + 1].hasPrefix("120 ┤"))
        #expect(lines[score + 7] == "0 ┼──────")
        #expect(lines[score + 8] == "#1 #2")
        // The first game's pace is over its kept set times (14 s / 3), the second's over its time.
        let pace = lines.firstIndex(of: "Seconds per set, last 2 games: best 4.7 s, worst 15.0 s")!
        #expect(lines[pace + 1].hasPrefix("15.0 s ┤   ██"))
        let sets = lines.firstIndex(of: "Each set of the last game (3 sets): fastest 2.0 s, slowest 8.0 s")!
        #expect(lines[sets + 1].hasPrefix("8.0 s ┤"))
        #expect(lines[sets + 7] == "0.0 s ┼─────────")
        #expect(lines[sets + 8] == "#1    #3")
    }

    @Test("Statistics taller than the screen scroll: at 80×24 the line count shows, and End reaches the last chart")
    func statisticsScroll() {
        var app = makeApp(width: 80, height: 24)
        app.receive([record(score: 120, secondsPerSet: [4, 8, 2])], rank: nil, notice: nil, at: 1)
        app.press(.function(3))
        #expect(app.render().lines[22].contains("lines 1–20 of"))
        #expect(!app.render().shows("Each set of the last game"))
        app.press(.end)
        let grid = app.render()
        #expect(grid.shows("Each set of the last game (3 sets)"))
        #expect(grid.lines[21].trimmingCharacters(in: .whitespaces) == "#1    #3")
        app.press(.home)
        #expect(app.render().shows("Games played       1"))
    }

    @Test("About names the shapes and colors of the theme played, not always SET's classic ones")
    func aboutFollowsTheTheme() {
        let settings = AppSettings(theme: Theme.symbols.with(.colorblind), colorMode: .ansi256, animated: false)
        var app = AppModel(settings: settings, seed: 1, width: 80, height: 40, now: 0)
        app.press(.function(4))
        let grid = app.render()
        #expect(grid.lines[4].hasPrefix("  Every card shows 1, 2 or 3 triangles, circles or squares, solid, striped or"))
        #expect(grid.lines[5].hasPrefix("  outlined, in blue, orange or yellow. Three cards are a SET when each of the"))
    }

    @Test("About: the rules, and an animation that moves")
    func about() {
        var app = makeApp(height: 40)
        app.press(.function(4))
        #expect(app.nextWakeUp != nil)
        app.update(.tick, at: 0.5)
        let early = app.render()
        app.update(.tick, at: 2.0)
        let settled = app.render()
        let rules = [
            "SET — the game of visual perception",
            "",
            "Every card shows 1, 2 or 3 diamonds, ovals or squiggles, solid, striped or",
            "outlined, in red, green or purple. Three cards are a SET when each of the",
            "four attributes is all the same or all different on them. Take as many SETs",
            "as you can, fast: the game ends when the deck is empty and no SET is left.",
            "",
            " ▟▙            ▗██▖  ▟▀▀▀       ╱╲       ╱╲",
            "▟██▙           ████  ▜▄▄       ╱▒▒╲     ╱  ╲",
            "▜██▛           ████   ▀▀▙      ╲▒▒╱     ╲  ╱",
            " ▜▛            ▝██▘  ▄▄▄▛       ╲╱       ╲╱",
            "solid diamond  oval  squiggle  striped  outlined",
            "Colors    red, green, purple; number: 1, 2 or 3 symbols",
        ]
        expectGrid(early, at: 2, 2, toShow: GridExpectation(rules.map { $0.padding(toLength: 76, withPad: " ", startingAt: 0) })
            .styled(Rect(x: 0, y: 0, width: 35, height: 1), CellStyle(bold: true)))
        #expect(early != settled)
        // At 2 s the three cards of the set rest side by side, lit with double borders.
        // Below the legend, the animation needs 32 rows at 80 columns; at 24 the text is all.
        var small = makeApp(height: 32)
        small.press(.function(4))
        small.update(.tick, at: 2.0)
        #expect(small.render().text.filter { $0 == "╔" }.count == 3, "80×32 shows the animation too")
        var smallest = makeApp()
        smallest.press(.function(4))
        smallest.update(.tick, at: 2.0)
        #expect(smallest.render().shows("solid diamond  oval  squiggle") && !smallest.render().text.contains("╔"))
        #expect(settled.text.filter { $0 == "╔" }.count == 3)
        #expect(settled.text.filter { $0 == "┌" }.count == 0)
    }

    @Test("About lists the card keys of the chosen keyboard layout", arguments: [
        (KeyboardLayout.qwerty, "q a z, w s x, e d c"), (.azerty, "a q w, z s x, e d c"), (.dvorak, "' a ;, , o q, . e j"),
    ])
    func aboutKeysFollowTheLayout(layout: KeyboardLayout, keys: String) {
        var app = AppModel(settings: AppSettings(keyboard: layout, animated: false), seed: 1, width: 120, height: 40, now: 0)
        app.press(.function(4))
        let text = app.render().lines.joined(separator: " ")
        #expect(text.contains("(\(keys) … by column)"))
    }
}
