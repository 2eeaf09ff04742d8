import SetCore
import SetFrame
import SetTable
import SetTestSupport
import Testing

@testable import SetApp

/// The layout input reads is the screen as last drawn, measured by the views and handed back
/// by the driver: the tab titles where the bar drew them, the scroll of the box on top and of
/// the Statistics tab.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ScreenLayoutTests {
    @Test("a click lands on the tab title drawn there, at every width the bar takes")
    func clicksFollowTheBar() throws {
        for width in [100, 60, 40, 26] {
            var app = makeApp(width: width, height: 50)
            for target in Tab.allCases.reversed() {
                let bar = app.render().lines[0]
                app.layOut()
                let frame = try #require(app.layout?.tabTitles.first { $0.tab == target }?.frame)
                #expect(frame == TabBar.titleFrames(width: width, selected: app.tab).first { $0.tab == target }?.frame)
                #expect(String(Array(bar)[frame.x..<frame.maxX]).contains("F\(target.functionKey)"), "the title drawn there")
                app.update(.input(.mouse(x: frame.x, y: 0, kind: .press)), at: 1)
                #expect(app.tab == target, "width \(width): \(bar)")
            }
        }
    }

    @Test("the help scrolls as far as its box drawn on this screen, and after a resize as far as the new one")
    func helpScrollFollowsTheScreen() {
        var app = makeApp(width: 80, height: 12)
        app.type("?")
        #expect(app.layout?.overlayScrollLimit == 0, "update measures nothing: the help is not drawn yet")
        app.layOut()
        let limit = Overlay.help(app).maxScroll(width: 80, height: 12, ascii: false)
        #expect(limit > 0 && app.layout?.overlayScrollLimit == limit)
        for _ in 0..<(limit + 5) { app.press(.down) }
        #expect(app.overlayScroll == limit)
        app.update(.input(.resize(width: 80, height: 30)), at: 2)
        app.layOut()
        let taller = Overlay.help(app).maxScroll(width: 80, height: 30, ascii: false)
        #expect(app.layout?.overlayScrollLimit == taller && taller < limit)
        app.press(.down)
        #expect(app.overlayScroll == min(limit, taller), "held to the new box's limit")
    }
}
