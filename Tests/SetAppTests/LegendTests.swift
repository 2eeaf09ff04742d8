@testable import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

/// The help explains the glyphs and names the themes (issue 24 item 8), with the pictures the
/// board's cards show at the size they have now (issue 41).
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct LegendTests {
    @Test func helpShowsTheLegendOfTheThemePlayed() {
        var app = makeApp(width: 120, height: 60)
        app.type("?")
        let help = app.render()
        #expect(help.shows("solid diamond") && help.shows("oval") && help.shows("squiggle") && help.shows("striped  outlined"))
        #expect(help.shows("Colors    red, green, purple; number: 1, 2 or 3 symbols"))
        #expect(help.shows("Themes (--theme): classic: diamond, oval, squiggle;"))
        #expect(help.shows("whimsy: heart, drop, moon"))
    }

    @Test func theLegendFollowsTheThemeAndPalette() {
        let settings = AppSettings(theme: Theme.whimsy.with(.colorblind), colorMode: .ansi256, animated: false)
        var app = AppModel(settings: settings, seed: 1, width: 120, height: 60, now: 0)
        app.type("?")
        let help = app.render()
        #expect(help.shows("heart") && help.shows("moon"))
        #expect(help.shows("Colors    blue, orange, yellow"))
    }

    @Test("About shows the legend right under the rules, in the theme played, cell for cell")
    func aboutShowsTheLegend() {
        var app = makeApp(width: 100, height: 30)
        app.press(.function(4))
        let grid = app.render()
        guard let rules = grid.lines.firstIndex(where: { $0.contains("no SET is left") }) else {
            Issue.record("no rules on About:\n\(grid.text)")
            return
        }
        let top = rules + 2
        // 100×30: cards 16×8, symbols four cells by four rows.
        expectGrid(grid, at: 2, top, toShow: GridExpectation([
            " ▟▙            ▗██▖  ▟▀▀▀       ╱╲       ╱╲",
            "▟██▙           ████  ▜▄▄       ╱▒▒╲     ╱  ╲",
            "▜██▛           ████   ▀▀▙      ╲▒▒╱     ╲  ╱",
            " ▜▛            ▝██▘  ▄▄▄▛       ╲╱       ╲╱",
            "solid diamond  oval  squiggle  striped  outlined",
            "Colors    red, green, purple; number: 1, 2 or 3 symbols",
        ].map { $0.padding(toLength: 56, withPad: " ", startingAt: 0) }))
        #expect(grid.lines[top + 6].hasPrefix("  Themes (--theme): classic: diamond, oval, squiggle;"))
        var whimsy = AppModel(
            settings: AppSettings(theme: Theme.whimsy.with(.colorblind), colorMode: .ansi256, animated: false), seed: 1, width: 100, height: 30, now: 0
        )
        whimsy.press(.function(4))
        #expect(whimsy.render().shows("Colors    blue, orange, yellow"))
    }

    /// On every board size the legend's pictures are, cell for cell, the symbols a one-symbol
    /// card of the board shows: painted on the board's own grid (the Cards tab deals none, so
    /// the board's frame is painted over), and each is drawn by the legend as the board draws it.
    @Test("The legend's pictures are the board's, at the board's card size", arguments: [(80, 24), (100, 30), (120, 40), (160, 48), (240, 70)])
    func legendPicturesAreTheBoards(width: Int, height: Int) throws {
        var app = makeApp(width: width, height: height)
        let layout = try #require(app.setBoard.geometry.layout)
        let frame = layout.frames[0]
        var board = app.render()
        let painter = CardPainter(theme: app.settings.theme)
        app.type("?")
        let help = app.render().lines
        let entries: [(TriValue, TriValue)] = [(.a, .a), (.b, .a), (.c, .a), (.a, .b), (.a, .c)]
        var pictures: [[String]] = []
        for (shape, shading) in entries {
            painter.drawFace(SetCard(count: .a, shape: shape, shading: shading, color: .a), label: nil, in: frame, on: &board)
            let inside = (frame.y + 1..<frame.maxY - 1).map { y in String((frame.x + 1..<frame.maxX - 1).map { board[$0, y].glyph }) }
            let rows = inside.filter { $0.contains { $0 != " " } }
            let drawn = (0..<(frame.width - 2)).filter { x in rows.contains { Array($0)[x] != " " } }
            let picture = rows.map { String(Array($0)[drawn.first!...drawn.last!]) }
            pictures.append(picture)
        }
        // The help shows the pictures side by side, two columns apart, each as wide as its name at least.
        let names = ["solid diamond", "oval", "squiggle", "striped", "outlined"]
        let expected = Legend.table(zip(pictures, names).map { ($0, $1) })
        let nameRow = try #require(help.firstIndex { $0.contains(expected.last!) }, "\(help.joined(separator: "\n"))")
        let row = Array(help[nameRow]), last = Array(expected.last!)
        let column = try #require((0...(row.count - last.count)).first { Array(row[$0..<$0 + last.count]) == last })
        for (offset, line) in expected.enumerated() {
            let shown = Array(help[nameRow - (expected.count - 1) + offset]).dropFirst(column).prefix(line.count)
            #expect(String(shown) == line, "\(width)×\(height) row \(offset)")
        }
        #expect(pictures[0].count >= 3, "\(width)×\(height): \(pictures[0])")
    }

    /// The legend says the colour-blind palette names the color on each card: on every card
    /// size a board of 60 × 20 to 240 × 70 gets, the bottom border shows the whole name
    /// (a letter only ever stood on cards narrower than any board's, mid-flip).
    @Test("The colour-blind palette's names show whole on every board card size", arguments: Theme.all.map(\.name))
    func colorblindNamesShowWhole(themeName: String) throws {
        let theme = try #require(Theme.named(themeName)).with(.colorblind)
        let painter = CardPainter(theme: theme)
        #expect(theme.colors.map(\.name) == ["blue", "orange", "yellow"])
        for size in CardReadabilityTests.sizes {
            for (color, name) in zip(TriValue.allCases, theme.colors.map(\.name)) {
                var grid = Grid(width: size.width, height: size.height)
                painter.drawFace(SetCard(count: .a, shape: .a, shading: .a, color: color), label: nil, in: grid.bounds, on: &grid)
                #expect(grid.lines[size.height - 1].contains(" \(name) "), "\(size): \(grid.lines[size.height - 1])")
            }
        }
    }
}
