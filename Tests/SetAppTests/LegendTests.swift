import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

/// The help explains the glyphs and names the themes (issue 24 item 8).
@Suite(.timeLimit(.minutes(10))) struct LegendTests {
    @Test func helpShowsTheLegendOfTheThemePlayed() {
        var app = makeApp(width: 120, height: 60)
        app.type("?")
        let help = app.render()
        #expect(help.shows("Shapes    ◀▶ diamond   ◖◗ oval   ▄▀ squiggle"))
        #expect(help.shows("Shadings  ◀▶ solid   ▒▷ striped   ◁▷ outlined"))
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
        expectGrid(grid, at: 2, top, toShow: GridExpectation([
            "Shapes    ◀▶ diamond   ◖◗ oval   ▄▀ squiggle",
            "Shadings  ◀▶ solid   ▒▷ striped   ◁▷ outlined",
            "Colors    red, green, purple; number: 1, 2 or 3 symbols",
        ].map { $0.padding(toLength: 56, withPad: " ", startingAt: 0) }))
        #expect(grid.lines[top + 3].hasPrefix("  Themes (--theme): classic: diamond, oval, squiggle;"))
        var whimsy = AppModel(
            settings: AppSettings(theme: Theme.whimsy.with(.colorblind), colorMode: .ansi256, animated: false), seed: 1, width: 100, height: 30, now: 0
        )
        whimsy.press(.function(4))
        #expect(whimsy.render().shows("Colors    blue, orange, yellow"))
    }
}
