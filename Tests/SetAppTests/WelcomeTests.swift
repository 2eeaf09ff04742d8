@testable import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

/// The first-run welcome (issue 24 item 18): the rules in five lines, the legend, the
/// keys; shown once, until a key, and its rules again in the help.
@Suite("The first-run welcome", .timeLimit(.minutes(1)), .takesTurns)
struct WelcomeTests {
    static let rules = [
        "Each card shows 1, 2 or 3 symbols of one shape, shading",
        "and color. Three cards are a SET when number, shape,",
        "shading and color are each the same on all three cards",
        "or all different. Choose three by their keys: a SET",
        "scores, the faster the more; a wrong trio costs points.",
    ]

    /// The welcome's lines, unwrapped, for the classic theme on QWERTY, around `legend` (the
    /// board's own pictures at its card size, then the colors).
    static func lines(legend: [String]) -> [String] {
        rules + [""] + legend + [
            "",
            "Keys      a card's key, by column: q a z, w s x, e d c …",
            "          or the arrows and Enter; Space deals 3 more,",
            "          h hint, n new game, Q quit",
            "",
            "Any key starts the game; ? shows every key.",
        ]
    }

    /// The rows inside the box titled `title` on `grid`, without the border.
    static func box(_ title: String, on grid: Grid) -> [String]? {
        guard let top = grid.lines.firstIndex(where: { $0.contains("┌─ \(title) ") }) else { return nil }
        let row = Array(grid.lines[top]), corner = Array("┌─ \(title) ")
        // The box's own corner, not a card's further left.
        guard let left = row.indices.first(where: { Array(row[$0...].prefix(corner.count)) == corner }),
            let right = row[left...].firstIndex(of: "┐")
        else { return nil }
        guard let bottom = grid.lines[top...].firstIndex(where: { Array($0)[left] == "└" }) else { return nil }
        return grid.lines[(top + 1)..<bottom].map { String(String(Array($0)[(left + 2)..<(right - 1)]).reversed().drop { $0 == " " }.reversed()) }
    }

    @Test("at 100×30 the welcome box holds the rules, the legend and the keys, line for line; the clock stands still")
    func welcomeBox() throws {
        var app = makeApp(width: 100, height: 30)
        #expect(!app.render().shows("Welcome to SET"), "only when the shell says it is the first run")
        app.update(.welcome, at: 0)
        app.update(.tick, at: 30)
        let inside = try #require(Self.box("Welcome to SET", on: app.render()))
        #expect(inside == Self.lines(legend: [
            " ▟▙            ▗██▖  ▟▀▀▀       ╱╲       ╱╲",
            "▟██▙           ████  ▜▄▄       ╱▒▒╲     ╱  ╲",
            "▜██▛           ████   ▀▀▙      ╲▒▒╱     ╲  ╱",
            " ▜▛            ▝██▘  ▄▄▄▛       ╲╱       ╲╱",
            "solid diamond  oval  squiggle  striped  outlined",
            "Colors    red, green, purple; number: 1, 2 or 3 symbols",
        ]))
        #expect(app.elapsedSeconds == 0, "the game waits for the player")
    }

    @Test("any key closes it, does nothing else, and asks to note it was seen; ? shows its rules again")
    func closesOnceAndComesBackInHelp() throws {
        var app = makeApp(width: 100, height: 30)
        app.update(.welcome, at: 0)
        let label = app.labels[0]
        #expect(app.type(label, at: 1) == [.markWelcomed])
        #expect(app.game.selection.isEmpty, "the key that closed the welcome chose no card")
        #expect(!app.showsWelcome && !app.render().shows("Welcome to SET"))
        #expect(app.type(label, at: 2).isEmpty && app.game.selection.count == 1)
        app.type("?", at: 3)
        let help = try #require(Self.box("How to play SET", on: app.render()))
        #expect(Array(help.prefix(5)) == Self.rules)
        #expect(help.contains("solid diamond  oval  squiggle  striped  outlined"))
    }

    @Test("at 60×20 and 80×24 every line fits unwrapped and nothing scrolls", arguments: zip([60, 80], [20, 24]))
    func fitsSmallScreens(width: Int, height: Int) throws {
        var app = makeApp(width: width, height: height)
        app.update(.welcome, at: 0)
        let grid = app.render()
        let inside = try #require(Self.box("Welcome to SET", on: grid))
        let lines = Self.lines(legend: Array(Legend(app).lines.dropLast()))
        #expect(lines.allSatisfy { $0.count <= Welcome.widestLine }, "every line fits a 60-column box")
        #expect(inside == lines)
        let top = try #require(grid.lines.firstIndex { $0.contains("┌─ Welcome to SET ") })
        #expect(top == (height - lines.count - 2) / 2, "the box is centred, whole")
        let left = (width - Welcome.widestLine - 4) / 2
        #expect(Array(grid.lines[top])[left] == "┌")
        let bottom = Array(grid.lines[top + lines.count + 1])
        #expect(String(bottom[left...(left + Welcome.widestLine + 3)]) == "└" + String(repeating: "─", count: Welcome.widestLine + 2) + "┘", "no scroll mark")
    }
}
