import Foundation
import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

/// Every text degrades on purpose on narrow screens — tighter spacing, shorter wording,
/// abbreviation — and never shows a cut word.
@Suite("Narrow screens: shorter text, never a cut word", .timeLimit(.minutes(1)), .takesTurns)
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

    /// At 36 × 50 the 15 cards stand in two columns of 13-column cards (three-cell symbols)
    /// without room for the piles, so the status line counts the discard too; at 36 × 64 the
    /// piles fit below them (lower, they would cost the cards their four-row symbols).
    @Test("at 36 columns the labels shorten to letters and the note still fits whole")
    func statusAt36() {
        let line = TextDegradeTests.afterDealPastSet(width: 36, height: 64).render().lines[1]
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

    @Test("the tab bar at 40 columns and at 26: the shown title and the other tabs' keys")
    func tabBar() {
        #expect(makeApp(width: 40, height: 50).render().lines[0] == "F1 Board│F2│F3│F4│F5" + String(repeating: " ", count: 20))
        var app = makeApp(width: 26, height: 60)
        #expect(app.render().lines[0] == "F1 Board│F2│F3│F4│F5      ")
        let four = Array(app.render().lines[0]).firstIndex(of: "4")!
        app.layOut()  // the frame drawn, handed back as the run loop does
        app.update(.input(.mouse(x: four, y: 0, kind: .press)), at: 1)
        #expect(app.tab == .about)
        #expect(app.render().lines[0] == "F1│F2│F3│F4 About│F5      ")
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

@Suite("Boxes taller or wider than the screen wrap and scroll", .timeLimit(.minutes(1)), .takesTurns)
struct OverlayScrollTests {
    /// The words of `lines`, in order.
    static func words(_ lines: [String]) -> [Substring] {
        lines.flatMap { $0.split(separator: " ") }
    }

    @Test("help at 65×14: the lines wrap inside the box, ↓ shows how many more, and scrolling reaches the scoring rules")
    func helpAt65x14() {
        var app = makeApp(width: 65, height: 14)
        app.type("?")
        var grid = app.render()
        #expect(grid.lines[13].contains("more · ↑↓ scroll"))
        #expect(!grid.shows("Hints never pay"))
        var seen: [String] = []
        for _ in 0..<40 {
            grid = app.render()
            seen += grid.lines.dropFirst(1).dropLast(1).map { String($0.dropFirst(2).dropLast(2)).trimmingCharacters(in: .whitespaces) }
            app.press(.down)
        }
        #expect(app.showsHelp, "arrow keys scroll instead of closing")
        #expect(grid.shows("Hints never pay"))
        #expect(grid.shows("is too small."))
        #expect(!grid.lines[13].contains("more"), "at the end nothing is left below")
        let shown = OverlayScrollTests.words(seen).joined(separator: " ")
        for sentence in [
            "Three cards are a SET when number, shape, shading and color are each the same on all three cards or all different.",
            "Hints never pay: after a hint has marked a set, the next set earns no speed bonus. Each marked set is charged once.",
            "The game clock stops whenever the board cannot be seen: while this help, a question or another tab is shown, or the terminal is too small.",
        ] {
            #expect(shown.contains(sentence), "\(sentence)")
        }
        app.type(" ")
        #expect(!app.showsHelp)
    }

    @Test("wrapping keeps every word in order, and the key column where there is room", arguments: [24, 34, 48, 70])
    func hangingWrap(width: Int) {
        var app = makeApp(width: width, height: 80)
        app.type("?")
        let grid = app.render()
        let top = grid.lines.firstIndex { $0.contains("┌─ How to play SET") }!
        let topRow = Array(grid.lines[top])
        let left = grid.lines[top].distance(from: grid.lines[top].startIndex, to: grid.lines[top].range(of: "┌─ How to play SET")!.lowerBound)
        let right = topRow[left...].firstIndex(of: "┐")!
        let bottom = grid.lines[top...].firstIndex { Array($0)[left] == "└" }!
        let inside = grid.lines[(top + 1)..<bottom].map { String(Array($0)[(left + 1)..<right]) }
        let shown = OverlayScrollTests.words(inside).joined(separator: " ")
        #expect(shown.contains("Three cards are a SET when number, shape, shading and color are each the same on all three cards or all different."))
        #expect(shown.contains("card key / click choose or unchoose a card"))
        if width >= 48 {
            #expect(inside.contains { $0.hasPrefix(" card key / click   choose") })
        }
    }
}
