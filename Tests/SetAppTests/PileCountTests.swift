import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

/// The deck and discard are always shown somewhere, and every count of the deck on screen
/// agrees: the pile's caption and the status line fall together as dealt cards fly out.
@Suite("Pile counts: always shown, and in agreement", .timeLimit(.minutes(1)), .takesTurns)
struct PileCountTests {
    /// The numbers after `Deck ` on the status line and on the deck pile's caption.
    static func deckCounts(_ grid: Grid) -> (status: Int?, pile: Int?) {
        func number(after label: String, in line: String) -> Int? {
            guard let range = line.range(of: label) else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        let pile = grid.lines.dropFirst(2).lazy.compactMap { number(after: "Deck ", in: $0) }.first
        return (number(after: "Deck ", in: grid.lines[1]), pile)
    }

    @Test("while the first deal flies out, the status line's deck count is the pile's, falling from 81 to 69")
    func statusAgreesWithThePile() throws {
        let settings = AppSettings(colorMode: .ansi256, animated: true, speed: 0.25)
        var app = AppModel(settings: settings, seed: 1, width: 80, height: 24, now: 0)
        var seen: [Int] = [], compared = 0
        for step in 0...120 {
            app.update(.tick, at: Double(step) * 0.05)
            let counts = PileCountTests.deckCounts(app.render())
            let status = try #require(counts.status)
            if seen.last != status { seen.append(status) }
            guard let pile = counts.pile else { continue }  // a card leaving the deck covers its caption
            #expect(status == pile, "at \(Double(step) * 0.05) s the status line says \(status), the pile \(pile)")
            compared += 1
        }
        #expect(compared >= 100, "the caption shows but while a card leaving the 10 × 5 pile covers it")
        #expect(seen.first! > 69 && seen.last == 69 && seen == seen.sorted(by: >), "the deck counts down: \(seen)")
    }

    @Test("80×24 with 21 cards: no room for the piles' cards, so a line under the cards counts both; with no row for that either, the status line does")
    func countsWithoutPiles() throws {
        var app = makeApp()
        #expect(app.geometry.deckPile != nil)
        #expect(!app.render().lines[1].contains("Discard"), "with the piles on screen the line does not repeat them")
        app.type("   ")  // three deals of 3, each with a set on the table
        #expect(app.game.table.count == 21)
        #expect(app.geometry.deckPile == nil && app.geometry.discardPile == nil)
        var grid = app.render()
        #expect(grid.lines[22].contains("╱╲╱ Deck 60") && grid.lines[22].contains("Discard 0"), "\(grid)")
        #expect(grid.lines[1].hasPrefix(" Deck 60  Sets 0  Score -15"))
        let set = app.game.matchesOnTable[0]
        app.type(set.map { app.label(of: $0) }.joined())
        // The found set leaves the table: 18 cards, border to border for three-cell symbols
        // (issue 41), with no room for the piles either; the status line counts both.
        app.press(.escape, at: 2)
        #expect(app.geometry.deckPile == nil && app.geometry.layout?.columnGap == 0)
        #expect(app.render().lines[1].hasPrefix(" Deck 60  Discard 3  Sets 1"), "\(app.render())")
        app.type(" ", at: 3)
        #expect(app.game.table.count == 21)
        grid = app.render()
        #expect(grid.lines[22].contains("╱╲╱ Deck 57") && grid.lines[22].contains("Discard 3"), "\(grid)")
        app.update(.input(.resize(width: 76, height: 21)), at: 3)  // the cards reach the row above the help bar
        grid = app.render()
        #expect(app.geometry.deckPile == nil && !grid.lines[19].contains("Discard"))
        #expect(grid.lines[1].hasPrefix(" Deck 57 Discard 3 Sets 1"), "\(grid)")
    }
}
