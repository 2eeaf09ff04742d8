import SetTestSupport
import Testing
@testable import SetCore

@Suite("MatchingGame rules (R3–R8, R11, R12)", .timeLimit(.minutes(1)), .takesTurns)
struct MatchingGameRuleTests {
    @Test("R3: a new game has 12 cards on the table from a shuffled deck of 81")
    func newGame() {
        let game = MatchingGame<SetCard>(seed: 7)
        #expect(game.table.count == 12)
        #expect(game.deck.count == 69)
        #expect(game.table.map(\.id) != ids(0..<12))
        #expect(MatchingGame<SetCard>(seed: 7) == game)
        #expect(MatchingGame<SetCard>(seed: 8) != game)
    }

    @Test("R4: a selected card is deselected while 1 is selected")
    func deselectWithOne() {
        var game = orderedGame()
        game.choose(0, at: 0)
        #expect(game.selection == [0])
        game.choose(0, at: 1)
        #expect(game.selection == [])
    }

    @Test("R4: a selected card is deselected while 2 are selected")
    func deselectWithTwo() {
        var game = orderedGame()
        game.choose(0, at: 0)
        game.choose(1, at: 0)
        game.choose(0, at: 0)
        #expect(game.selection == [1])
    }

    @Test("R4/R7: with 3 (mismatched) selected, choosing one of them does not deselect it but starts over with it")
    func noDeselectWithThree() {
        var game = orderedGame()
        for id: CardID in [0, 1, 4] { game.choose(id, at: 0) }
        #expect(game.selectionState == .mismatched)
        game.choose(4, at: 0)
        #expect(game.selection == [4])
        #expect(game.table.count == 12)
    }

    @Test("R5: a full selection is judged at once, match and mismatch alike")
    func judgedAtOnce() {
        var game = orderedGame()
        game.choose(0, at: 0)
        game.choose(1, at: 0)
        #expect(game.selectionState == .partial)
        let events = game.choose(2, at: 0)
        #expect(game.selectionState == .matched)
        #expect(events.contains(.matched([0, 1, 2], points: ScoringRules.standard.points(forMatchAfter: 0))))
        var other = orderedGame()
        for id: CardID in [0, 1, 4] { other.choose(id, at: 0) }
        #expect(other.selectionState == .mismatched)
    }

    @Test("R6: a matched trio stays on the table until the next action")
    func matchedTrioStays() {
        var game = orderedGame()
        for id: CardID in [0, 1, 2] { game.choose(id, at: 0) }
        #expect(game.table.prefix(3).map(\.id) == [0, 1, 2])
        #expect(game.pendingMatch == [0, 1, 2])
        #expect(game.discard.isEmpty)
    }

    @Test("R6: at 12 cards with a deck, the trio is replaced in place and the chosen card is selected")
    func replacedInPlace() {
        var game = orderedGame()
        for id: CardID in [0, 1, 2] { game.choose(id, at: 0) }
        let events = game.choose(5, at: 0)
        #expect(game.table.map(\.id) == [12, 13, 14, 3, 4, 5, 6, 7, 8, 9, 10, 11])
        #expect(events == [.replaced(old: 0, new: 12, slot: 0), .replaced(old: 1, new: 13, slot: 1), .replaced(old: 2, new: 14, slot: 2)])
        #expect(game.discard.map(\.id) == [0, 1, 2])
        #expect(game.selection == [5])
        #expect(game.deck.count == 66)
    }

    @Test("R6: choosing a card of the matched trio leaves nothing selected")
    func choosingMatchedCardSelectsNothing() {
        var game = orderedGame()
        for id: CardID in [0, 1, 2] { game.choose(id, at: 0) }
        game.choose(1, at: 0)
        #expect(game.selection == [])
        #expect(game.table.count == 12)
    }

    @Test("R6: above 12 cards the trio is removed and the table closes up")
    func removedAbove12() {
        var game = orderedGame()
        game.dealMore(at: 0)
        #expect(game.table.count == 15)
        for id: CardID in [3, 4, 5] { game.choose(id, at: 0) }
        let events = game.choose(0, at: 0)
        #expect(game.table.map(\.id) == [0, 1, 2, 6, 7, 8, 9, 10, 11, 12, 13, 14])
        #expect(game.discard.map(\.id) == [3, 4, 5])
        #expect(events == [.discarded([3, 4, 5])])
        #expect(game.selection == [0])
        #expect(game.deck.count == 66)
    }

    @Test("R6: with an empty deck the trio is removed without replacement")
    func removedWhenDeckEmpty() {
        var game = orderedGame(cards: 15)
        game.dealMore(at: 0)
        game.choose(12, at: 0)
        game.choose(13, at: 0)
        game.choose(14, at: 0)
        #expect(game.deck.isEmpty)
        game.choose(0, at: 0)
        #expect(game.table.map(\.id) == ids(0..<12))
        #expect(game.selection == [0])
    }

    @Test("R7: after a mismatch, choosing another card selects only it")
    func mismatchThenOtherCard() {
        var game = orderedGame()
        for id: CardID in [0, 1, 4] { game.choose(id, at: 0) }
        let events = game.choose(7, at: 0)
        #expect(game.selection == [7])
        #expect(events.isEmpty)
    }

    @Test("R8: Deal 3 adds three unselected cards when no match is selected")
    func dealAddsThree() {
        var game = orderedGame()
        game.choose(0, at: 0)
        let events = game.dealMore(at: 0)
        #expect(game.table.count == 15)
        #expect(game.deck.count == 66)
        #expect(game.selection == [0])
        #expect(game.table.suffix(3).map(\.id) == [12, 13, 14])
        #expect(events.suffix(3) == [.dealt(card: 12, slot: 12), .dealt(card: 13, slot: 13), .dealt(card: 14, slot: 14)])
    }

    @Test("R8: Deal 3 with a matched selection replaces it instead of adding")
    func dealReplacesMatch() {
        var game = orderedGame()
        for id: CardID in [0, 1, 2] { game.choose(id, at: 0) }
        let scoreBefore = game.score
        game.dealMore(at: 0)
        #expect(game.table.count == 12)
        #expect(game.table.prefix(3).map(\.id) == [12, 13, 14])
        #expect(game.selection == [])
        #expect(game.score == scoreBefore)
    }

    @Test("R8: Deal 3 with an empty deck is refused and changes nothing")
    func dealWithEmptyDeck() {
        var game = orderedGame(cards: 12)
        let before = game
        #expect(game.dealMore(at: 0) == [.deckEmpty])
        #expect(game == before)
    }

    @Test("R11: the game ends when the deck is empty and no set is left")
    func gameOver() {
        // Cards 0, 1, 3, 4 hold no set; with 2 they hold {0,1,2}.
        let cards = [0, 1, 2, 3, 4, 9].map { Card(id: CardID($0), content: SetCard(index: $0)) }
        var game = MatchingGame<SetCard>(deck: cards)
        #expect(!game.isOver)
        for id: CardID in [0, 1, 2] { game.choose(id, at: 5) }
        let remaining = game.table.map(\.content)
        #expect(game.isOver == SetCard.allMatches(in: remaining).isEmpty)
        #expect(game.isOver)
        #expect(game.statistics.endedAt == 5)
        #expect(game.table.map(\.id) == [3, 4, 9])
        #expect(game.choose(3, at: 6) == [])
    }

    @Test("R11: the game goes on while a set remains with an empty deck")
    func notOverWhileSetRemains() {
        var game = gameWithEmptyDeck()
        for id: CardID in [0, 1, 2] { game.choose(id, at: 0) }
        #expect(!game.isOver)
        #expect(game.pendingMatch == [0, 1, 2])
    }

    @Test("R12: in test mode any three cards match")
    func testMode() {
        var game = orderedGame(rule: .anyGroup)
        for id: CardID in [0, 1, 4] { game.choose(id, at: 0) }
        #expect(game.selectionState == .matched)
        #expect(game.matchesOnTable.count == 220)
    }

    @Test("Esc clears a partial or mismatched selection, and resolves a match")
    func clearSelection() {
        var game = orderedGame()
        game.choose(0, at: 0)
        game.clearSelection(at: 0)
        #expect(game.selection.isEmpty)
        for id: CardID in [0, 1, 2] { game.choose(id, at: 0) }
        game.clearSelection(at: 0)
        #expect(game.table.prefix(3).map(\.id) == [12, 13, 14])
    }
}
