import SetApp
import SetCore
import SetRender
import Testing

/// The help explains the glyphs and names the themes (issue 24 item 8).
@Suite(.timeLimit(.minutes(10))) struct LegendTests {
    @Test func helpShowsTheLegendOfTheThemePlayed() {
        var app = makeApp(width: 120, height: 60)
        app.type("?")
        let help = app.render()
        #expect(help.shows("Shapes    ◀▶ diamond   ◖◗ oval   ▄▀ squiggle"))
        #expect(help.shows("Shadings  ◀▶ solid   ◀▷ striped   ◁▷ outlined"))
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
}
