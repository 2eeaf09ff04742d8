import PropertyBased
@testable import SetApp
import SetCore
import SetTestSupport
import Testing

/// Undo (issue 24 item 15, issue 41): Backspace or U takes back the last whole action — a
/// set, a miss, a deal, a hint or one choice — exactly, from the move log; a game with an
/// action undone is practice: recorded with its undos, never ranked.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct UndoTests {
    @Test func oneUndoTakesBackAWholeSetWithItsPoints() {
        var app = makeApp(width: 100, height: 30)
        let match = app.game.matchesOnTable[0]
        let before = app.game
        for (step, id) in match.enumerated() { app.type(app.label(of: id), at: 2 + Double(step)) }
        #expect(app.game.score > 0)
        app.press(.backspace, at: 6)
        #expect(app.game == before)
        #expect(app.game.selection.isEmpty && app.game.score == 0)
        #expect(app.note?.text == "Set taken back: this game is practice now")
        app.type("U", at: 7)
        #expect(app.note?.text == "Nothing to undo")
    }

    @Test func aMissIsTakenBackWholeAndAChoiceAlone() {
        var app = makeApp(width: 100, height: 30)
        let miss = Self.miss(in: app.game)
        for (step, id) in miss.enumerated() { app.type(app.label(of: id), at: 2 + Double(step)) }
        #expect(app.game.statistics.mismatches == 1)
        let afterMiss = app.game
        let other = app.game.table.first { !miss.contains($0.id) }!.id
        app.type(app.label(of: other), at: 6)  // clears the miss, chooses one card
        app.press(.backspace, at: 7)
        #expect(app.game == afterMiss)
        #expect(app.note?.text == "Choice taken back: this game is practice now")
        app.press(.backspace, at: 8)
        #expect(app.game.selection.isEmpty && app.game.score == 0 && app.game.statistics.mismatches == 0)
        #expect(app.note?.text == "Miss taken back: this game is practice now")
    }

    @Test func anUndoneSetKeepsTheHintBeforeItAndAnUndoneHintTakesBackItsCost() {
        var app = makeApp(width: 100, height: 30)
        app.type("hh", at: 2)
        #expect(app.game.score == -3)
        let hinted = app.game
        for (step, id) in app.game.hinted.enumerated() { app.type(app.label(of: id), at: 3 + Double(step)) }
        app.press(.backspace, at: 7)
        #expect(app.game == hinted, "the set goes back; the hint and its −3 stay")
        app.press(.backspace, at: 8)
        #expect(app.note?.text == "Hint taken back: this game is practice now")
        #expect(app.game.hinted.isEmpty && app.game.score == 0 && app.game.hint.countTold)
    }

    @Test func aDealIsTakenBackWithItsPenalty() {
        var app = makeApp(width: 100, height: 30)
        let before = app.game
        app.type(" ", at: 2)
        #expect(app.game.table.count == 15 && app.game.score < 0)
        app.press(.backspace, at: 3)
        #expect(app.game == before)
        #expect(app.note?.text == "Deal taken back: this game is practice now")
    }

    @Test func choicesUndoneBeforeAGroupStayOutOfIt() {
        // A card chosen and unchosen is an action of its own: a set chosen after it goes back alone.
        let steps = [
            UndoStep(.choose(CardID(5)), events: [], selectionIsEmpty: false),
            UndoStep(.choose(CardID(5)), events: [], selectionIsEmpty: true),
            UndoStep(.choose(CardID(1)), events: [], selectionIsEmpty: false),
            UndoStep(.choose(CardID(2)), events: [], selectionIsEmpty: false),
            UndoStep(.choose(CardID(3)), events: [.matched([], points: 10)], selectionIsEmpty: false),
        ]
        #expect(UndoStep.lastAction(steps).start == 2 && UndoStep.lastAction(steps).kind == .match)
        #expect(UndoStep.lastAction(Array(steps.prefix(2))).start == 1)
    }

    @Test func aGameWithAnUndoIsPractice() {
        var app = makeApp(width: 80, height: 24, rule: .anyGroup)
        app.type(app.labels[0], at: 1)
        app.press(.backspace, at: 1)
        let effects = app.playToEnd(from: 2).effects
        #expect(app.game.isOver)
        #expect(effects.contains { if case .recordScore(let summary) = $0 { summary.undos == 1 } else { false } }, "recorded, with its undo")
        #expect(app.render().shows("Practice: a game with undo does not rank."))
    }

    @Test func noUndoInARace() {
        var app = rivalApp(.computer(.normal))
        app.type(app.labels[0], at: 1)
        app.press(.backspace, at: 1)
        #expect(app.note?.text == "No undo in this mode")
        #expect(app.game.selection.count == 1)
    }

    @Test("each undo brings back the game as it was before the last whole action, back to the deal")
    func undoWalksBackActionByAction() async {
        await propertyCheck(count: 40, input: Gen.uint64(), Gen.int(in: 0...1_000_000).array(of: 1...20)) { seed, codes in
            var app = AppModel(settings: AppSettings(animated: false), seed: seed, width: 160, height: 48, now: 0)
            var before: [MatchingGame<SetCard>] = []
            var time = 1.0
            for code in codes where !app.game.isOver {
                let game = app.game, logged = app.setBoard.moves?.count
                Self.act(code, on: &app, at: time)
                time += 1 + Double(code % 7)
                if app.setBoard.moves?.count != logged { before.append(game) }
            }
            guard !app.game.isOver else { return }
            while let game = before.popLast() {
                app.press(.backspace, at: time)
                #expect(app.game == game, "undo \(before.count + 1) of seed \(seed), actions \(codes)")
            }
            #expect(app.setBoard.moves?.isEmpty == true)
        }
    }

    /// Does one whole action chosen by `code`: a set, a miss, a deal, a hint or one choice
    /// (a set or a miss needs nothing chosen, or a group judged, before it; one choice never
    /// completes a group).
    static func act(_ code: Int, on app: inout AppModel, at time: Double) {
        let game = app.game
        let startsAGroup = game.selectionState != .partial || game.selection.isEmpty
        let pending = game.pendingMatch
        let free = game.table.map(\.id).filter { !pending.contains($0) }
        switch code % 5 {
        case 0 where startsAGroup && !game.matchesOnTable.isEmpty:
            let matches = game.matchesOnTable.filter { $0.allSatisfy(free.contains) }
            guard !matches.isEmpty else { return }
            for id in matches[(code / 5) % matches.count] { app.type(app.label(of: id), at: time) }
        case 1 where startsAGroup:
            guard let miss = missAmong(free, in: game) else { return }
            for id in miss { app.type(app.label(of: id), at: time) }
        case 2: app.type(" ", at: time)
        case 3: app.type("h", at: time)
        default:
            guard game.selection.count < 2 || game.selectionState != .partial else { return }
            let id = free[(code / 5) % free.count]
            app.type(app.label(of: id), at: time)
        }
    }

    /// Three cards on the table, of `among` (by default all), that are not a set.
    static func missAmong(_ ids: [CardID], in game: MatchingGame<SetCard>) -> [CardID]? {
        for a in ids.indices {
            for b in ids.indices where b > a {
                for c in ids.indices where c > b && !game.isMatch([ids[a], ids[b], ids[c]]) { return [ids[a], ids[b], ids[c]] }
            }
        }
        return nil
    }

    static func miss(in game: MatchingGame<SetCard>) -> [CardID] {
        missAmong(game.table.map(\.id), in: game)!
    }
}
