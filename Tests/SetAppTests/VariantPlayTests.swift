import SetCore
import SetRender
import SetTestSupport
import Testing
@testable import SetApp

/// The variants as a player meets them: chosen by a letter, taught by the help, four cards
/// chosen for UltraSet, the chain marked on the board.
@Suite("Variants in the app", .timeLimit(.minutes(1)), .takesTurns)
struct VariantPlayTests {
    @Test("the help opens with the variant's rules, and SET's help has none of them")
    func helpTeachesTheVariant() throws {
        var ultra = makeApp(mode: try #require(PlayMode(name: "ultra")), width: 100, height: 40)
        ultra.type("?")
        #expect(ultra.render().lines.contains { $0.contains("UltraSet: choose four cards that split into two pairs") })
        var standard = makeApp(mode: .standard, width: 100, height: 40)
        standard.type("?")
        #expect(!standard.render().lines.contains { $0.contains("UltraSet:") })
    }

    @Test("UltraSet: four keys make a match and score it")
    func fourCardsMatch() throws {
        var app = makeApp(mode: try #require(PlayMode(name: "ultra")), width: 100, height: 30)
        let match = try #require(app.game.matchesOnTable.first)
        #expect(match.count == 4)
        app.type(match.map { app.label(of: $0) }.joined())
        #expect(app.game.selectionState == .matched)
        #expect(app.game.statistics.matchesFound == 1)
    }

    @Test("Set-Chain: after a set its three cards lie at the table's end with the chain's border ╒═╕")
    func chainIsMarked() throws {
        var app = makeApp(mode: try #require(PlayMode(name: "chain")), width: 100, height: 30)
        let first = try #require(app.game.matchesOnTable.first)
        app.type(first.map { app.label(of: $0) }.joined())
        app.press(.escape)
        #expect(app.game.chain == first)
        let grid = app.render()
        #expect(grid.lines.filter { $0.contains("╒") }.count >= 1)
        let corners = grid.lines.joined().filter { $0 == "╒" }.count
        #expect(corners == 3, "one corner per chained card")
    }
}
