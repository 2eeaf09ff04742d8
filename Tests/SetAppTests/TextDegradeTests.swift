import Foundation
import SetApp
import SetCore
import SetRender
import Testing

/// Every text degrades on purpose on narrow screens — tighter spacing, shorter wording,
/// abbreviation — and never shows a cut word.
@Suite("Narrow screens: shorter text, never a cut word")
struct TextDegradeTests {
    /// An app whose last action dealt 3 while a set was on the table ("There was a set on the table −5").
    static func afterDealPastSet(width: Int, height: Int = 40) -> AppModel {
        var app = makeApp(width: width, height: height)
        app.type(" ")
        return app
    }

    @Test("the status note keeps its penalty at 60 columns: the short wording replaces the long one")
    func statusNoteAt60() {
        let line = TextDegradeTests.afterDealPastSet(width: 60).render().lines[1]
        #expect(line.trimmingCharacters(in: .whitespaces) == "Deck 66  Sets 0  Score -5  00:01  │ Set missed −5")
        let wide = TextDegradeTests.afterDealPastSet(width: 80).render().lines[1]
        #expect(wide.hasPrefix(" Deck 66  Sets 0  Score -5  00:01  │ There was a set on the table −5"))
    }

    @Test("at 36 columns the labels shorten to letters and the note still fits whole")
    func statusAt36() {
        let line = TextDegradeTests.afterDealPastSet(width: 36, height: 50).render().lines[1]
        #expect(line.trimmingCharacters(in: .whitespaces) == "D66 S0 P-5 00:01 │ Set missed −5")
    }

    @Test("the status line is one of its whole forms at every width from 30 to 100", arguments: [
        " ", "h", "hh", "x",
    ])
    func statusNeverCut(keys: String) {
        for width in 30...100 {
            var app = makeApp(width: width, height: 60)
            app.type(keys)
            let line = app.render().lines[1]
            guard let note = app.note, let bar = line.firstIndex(of: "│") else { continue }
            let shown = line[line.index(bar, offsetBy: 2)...].trimmingCharacters(in: .whitespaces)
            #expect(shown == note.text || shown == note.shortText, "\(width) columns: \(line)")
        }
    }

    @Test("the tab bar at 40 columns: tight titles, all whole; at 26, the shown title and the other numbers")
    func tabBar() {
        #expect(makeApp(width: 40, height: 50).render().lines[0] == "1 Board│2 Scores│3 Stats│4 About│5 Cards")
        var app = makeApp(width: 26, height: 60)
        #expect(app.render().lines[0] == "1 Board│ 2 │ 3 │ 4 │ 5    ")
        let four = Array(app.render().lines[0]).firstIndex(of: "4")!
        app.update(.input(.mouse(x: four, y: 0, kind: .press)), at: 1)
        #expect(app.tab == .about)
        #expect(app.render().lines[0] == " 1 │ 2 │ 3 │4 About│ 5    ")
    }

    @Test("the help bar always keeps ? help and Q quit; less important commands go first", arguments: [36, 60, 80, 120])
    func helpBar(width: Int) {
        let bar = makeApp(width: width, height: 50).render().lines.last!
        #expect(bar.contains("? help"))
        #expect(bar.contains("Q quit"))
        #expect(bar.hasPrefix(" Space deal 3"))
        for command in ["Space deal 3", "h hint", "Esc clear", "n new", "←↑↓→ move", "Enter choose"] where bar.contains(command.prefix(3)) {
            #expect(bar.contains(command), "\(width): \(bar)")
        }
    }
}
