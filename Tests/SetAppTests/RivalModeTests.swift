import SetApp
import SetCore
import SetRender
import SetStore
import SetTestSupport
import Testing

/// An app playing `mode` on a `width` × `height` screen, dealt from `seed`, at time 0.
func rivalApp(_ mode: PlayMode, seed: UInt64 = 1, width: Int = 100, height: Int = 30, animated: Bool = false) -> AppModel {
    AppModel(settings: AppSettings(colorMode: .ansi256, animated: animated, mode: mode), seed: seed, width: width, height: height, now: 0)
}

extension AppModel {
    /// The computer's referee on the SET board.
    var computerReferee: ComputerReferee { setBoard.referee as! ComputerReferee }
    /// The duel's referee on the SET board.
    var duelReferee: DuelReferee { setBoard.referee as! DuelReferee }
    /// The status line's text.
    var statusLine: String { render().lines[1] }
}

@Suite("Versus the computer in the app", .timeLimit(.minutes(1)), .takesTurns)
struct ComputerModeTests {
    @Test("the computer moves only when its timer expires on the injected clock; its tally rises")
    func movesAtDeadline() {
        var app = rivalApp(.computer(.hard))
        let deadline = app.computerReferee.computer.movesAt
        let whole = deadline.rounded(.down)
        app.update(.tick, at: whole)
        #expect(app.nextWakeUp == deadline, "an idle game sleeps until the computer's move")
        let table = app.game.table
        app.update(.tick, at: deadline - 0.001)
        #expect(app.game.table == table && app.computerReferee.computer.sets == 0)
        app.update(.tick, at: deadline)
        let taken = Set(app.computerReferee.computer.pile.map(\.id))
        #expect(app.computerReferee.computer.sets == 1 && taken.count == 3)
        #expect(app.game.table.allSatisfy { !taken.contains($0.id) } && app.game.table.count == 12)
        #expect(app.game.score == 0 && app.game.statistics.matchesFound == 0, "the player's score is untouched")
        #expect(app.statusLine.contains("You 0  Computer 1 (^_^)"), "\(app.statusLine)")
        #expect(app.note?.text == "The computer took a set")
        #expect(app.computerReferee.computer.movesAt > deadline)
    }

    @Test("a set found by the player restarts the computer's timer, and the face sulks")
    func playerScores() {
        var app = rivalApp(.computer(.easy))
        let deadline = app.computerReferee.computer.movesAt
        let set = app.game.matchesOnTable[0]
        app.type(set.map { app.label(of: $0) }.joined(), at: 2)
        #expect(app.game.statistics.matchesFound == 1)
        #expect(app.computerReferee.computer.movesAt != deadline && app.computerReferee.computer.movesAt > 2)
        #expect(app.statusLine.contains("You 1  Computer 0 (-_-)"), "\(app.statusLine)")
        app.update(.tick, at: 5)
        #expect(app.statusLine.contains("(o_o)"), "the reaction lasts 3 s: \(app.statusLine)")
    }

    @Test("with no set on the table the computer deals 3 after its wait")
    func dealsWhenNoSet() throws {
        let seed = try #require((0..<UInt64(2000)).first { MatchingGame<SetCard>(seed: $0).matchesOnTable.isEmpty })
        var app = rivalApp(.computer(.hard), seed: seed)
        #expect(app.computerReferee.computer.movesAt == OpponentLevel.hard.secondsBeforeDeal)
        app.update(.tick, at: OpponentLevel.hard.secondsBeforeDeal - 0.001)
        #expect(app.game.table.count == 12)
        app.update(.tick, at: OpponentLevel.hard.secondsBeforeDeal)
        #expect(app.game.table.count == 15 && app.computerReferee.computer.sets == 0)
        #expect(app.note?.text == "No set: the computer dealt 3")
    }

    @Test("the computer's cards wear its mark for a moment, then fly to its pile beside the discard pile")
    func markAndPile() throws {
        var app = rivalApp(.computer(.hard), animated: true)
        var deadline = 0.0  // the game clock stands still while the deal flies in: tick to the take
        while app.computerReferee.computer.sets == 0, deadline < 60 {
            deadline += 1.0 / 60
            app.update(.tick, at: deadline)
        }
        let marked = app.render()
        #expect(marked.lines.map { $0.components(separatedBy: "╓ CPU ").count - 1 }.reduce(0, +) == 3, "\(marked.lines.joined(separator: "\n"))")
        let pile = try #require(app.geometry.computerPile)
        for time in stride(from: deadline, through: deadline + 3, by: 1.0 / 60) { app.update(.tick, at: time) }
        let landed = app.render()
        #expect(!landed.shows("╓ CPU"))
        #expect(landed.lines[pile.y].dropFirst(pile.x).hasPrefix("╓ Computer 1 ╖"), "\(landed.lines.joined(separator: "\n"))")
        #expect(landed[pile.x, pile.y].style == CardHighlight.computer.style(.ansi256))
    }

    @Test("no hints in a race: h is refused, costs nothing, shows nothing, and the key bar leaves it out (issue 24 item 4)")
    func noHintsInARace() {
        var app = rivalApp(.computer(.normal))
        #expect(app.render().lines.last?.contains("h hint") == false)
        #expect(app.statusLine.contains("You 0") && !app.statusLine.contains("Sets"), "\(app.statusLine)")  // one count of the player's sets
        app.type("hh", at: 1)
        #expect(app.note?.text == "No hints against the computer")
        #expect(app.game.statistics.hintsUsed == 0 && app.game.score == 0 && app.game.hinted.isEmpty)
        app.type("?", at: 2)
        let help = app.render()
        #expect(help.shows("No hints: it is a"))
        #expect(!help.shows("hint: count the sets"))
    }

    @Test("quitting mid-game says the game is saved, and saves it under its level")
    func quitIsClear() {
        var app = rivalApp(.computer(.hard))
        app.type("q", at: 1)
        app.type("Q", at: 1)
        #expect(app.render().shows("Quit set-game? This game is saved") && !app.render().shows("is not saved"))
        let effects = app.type("y", at: 1)
        #expect(app.wantsQuit)
        #expect(effects.contains { if case .saveGame(let save) = $0 { save.mode == .computer(.hard) } else { false } })
    }

    @Test("the game runs to its end on the clock while the player only watches (a key now and then, so never away); the box names the winner and the score is recorded per level")
    func gameOver() {
        var app = rivalApp(.computer(.hard))
        var effects: [AppEffect] = []
        var time = 0.0
        while !app.game.isOver && time < 2000 {
            time += 1
            effects += app.update(.tick, at: time)
            if time.truncatingRemainder(dividingBy: 30) == 0 { effects += app.press(.left, at: time) }
        }
        #expect(app.game.isOver && app.computerReferee.computer.sets >= 20)
        let screen = app.render()
        #expect(screen.shows("The computer wins.") && screen.shows("Computer     \(app.computerReferee.computer.sets) sets (hard)"))
        let recorded = effects.compactMap { if case .recordScore(let summary) = $0 { summary } else { nil } }
        #expect(recorded.map(\.mode) == [.computer(.hard)])
        let computerSets = app.computerReferee.computer.sets
        #expect(recorded.first?.rival == RivalResult(score: computerSets, sets: computerSets) && recorded.first?.setsFound == 0)
    }
}

@Suite("Two players, one keyboard, in the app", .timeLimit(.minutes(1)), .takesTurns)
struct DuelModeTests {
    @Test("1 then a set's keys score for player 1")
    func claimAndScore() {
        var app = rivalApp(.duel)
        let set = app.game.matchesOnTable[0]
        app.type("1", at: 1)
        #expect(app.duelReferee.duel.claimant == .one)
        app.type(set.map { app.label(of: $0) }.joined(), at: 2)
        #expect(app.duelReferee.duel.points == [1, 0] && app.duelReferee.duel.sets == [1, 0])
        #expect(app.game.table.allSatisfy { !set.contains($0.id) })
        #expect(app.statusLine.contains("Player 1: 1  Player 2: 0"), "\(app.statusLine)")
        #expect(!app.statusLine.contains("Score") && !app.statusLine.contains("Sets"), "the shared game's own tally is not shown")
        #expect(app.note?.text == "Player 1: set! +1")
    }

    @Test("the help opens with the mode's rules: the duel's, the computer's, none in solo play")
    func help() {
        var app = rivalApp(.duel, height: 40)
        app.type("?", at: 1)
        #expect(app.render().shows("Duel: 1 claims for player 1, 0 for player 2."))
        var solo = rivalApp(.standard, height: 40)
        solo.type("?", at: 1)
        #expect(!solo.render().shows("Duel:") && !solo.render().shows("Against the computer"))
        var computer = rivalApp(.computer(.easy), height: 40)
        computer.type("?", at: 1)
        #expect(computer.render().shows("Against the computer (easy):"))
    }

    @Test("card keys without a claim choose nothing and say how to claim")
    func noClaimNoChoice() {
        var app = rivalApp(.duel)
        app.type("q", at: 1)
        #expect(app.game.selection.isEmpty)
        #expect(app.note?.text == "Claim first: 1 for player 1, 0 for player 2")
    }

    @Test("a claim times out after 5 s on the injected clock, costs a point and locks the claimant out")
    func timeoutAndLockout() {
        var app = rivalApp(.duel)
        app.type("0", at: 1)
        app.type("q", at: 2)
        app.update(.tick, at: 5.999)
        #expect(app.duelReferee.duel.claimant == .two && app.game.selection.count == 1)
        app.update(.tick, at: 6)
        #expect(app.duelReferee.duel.points == [0, -1] && app.duelReferee.duel.lockedOut == .two)
        #expect(app.game.selection.isEmpty)
        #expect(app.statusLine.contains("Player 2: -1 locked"), "\(app.statusLine)")
        app.type(app.labels[0], at: 6.5)  // a card before any claim: the lockout is what to know
        #expect(app.note?.text == "Player 2 is locked out: player 1 may claim (1)")
        app.type("0", at: 7)
        #expect(app.duelReferee.duel.claimant == nil)
        #expect(app.note?.text == "Player 2 is locked out until player 1 claims")
        app.type("1", at: 8)
        #expect(app.duelReferee.duel.claimant == .one && app.duelReferee.duel.lockedOut == nil)
    }

    @Test("Space deals for the claimant and gives the other player a window")
    func dealWindow() {
        var app = rivalApp(.duel)
        app.type(" ", at: 1)
        #expect(app.game.table.count == 12 && app.note?.text == "Claim first (1 or 0), then Space deals for you")
        app.type("1", at: 1)
        app.type(" ", at: 2)
        #expect(app.game.table.count == 15)
        #expect(app.statusLine.contains("Player 2 may try 3 s"), "\(app.statusLine)")
        app.type("1", at: 3)
        #expect(app.duelReferee.duel.claimant == nil && app.note?.text == "Player 2 may try: only they may claim")
        app.update(.tick, at: 5)
        #expect(app.duelReferee.duel.phase == .open)
    }

    @Test("the claimant's countdown bar shrinks on the clock, and the loop wakes for each step")
    func countdownBar() {
        var app = rivalApp(.duel)
        app.type("1", at: 1)
        #expect(app.statusLine.contains("Player 1 ▕██████████▏ 5 s"), "\(app.statusLine)")
        #expect(app.nextWakeUp == 1.5)
        app.update(.tick, at: 3.6)
        #expect(app.statusLine.contains("Player 1 ▕█████░░░░░▏ 3 s"), "\(app.statusLine)")
        #expect(app.render().lines.last!.hasPrefix(" 1 Player 1  0 Player 2  Space deal 3"), "the keys are on screen")
    }

    @Test("a whole duel ends with the winner in the game-over box")
    func winner() {
        var app = rivalApp(.duel)
        var time = 1.0
        var effects: [AppEffect] = []
        while !app.game.isOver && time < 5000 {
            time += 1
            if let set = app.game.matchesOnTable.first {
                effects += app.type(time.truncatingRemainder(dividingBy: 3) == 0 ? "0" : "1", at: time)
                effects += app.type(set.map { app.label(of: $0) }.joined(), at: time)
            } else {
                effects += app.type("1", at: time)
                effects += app.type(" ", at: time)
                time += 4
            }
            effects += app.update(.tick, at: time)
        }
        let duel = app.duelReferee.duel
        #expect(app.game.isOver && duel.sets[0] + duel.sets[1] >= 20)
        let winner = duel.points[0] > duel.points[1] ? "Player 1 wins!" : duel.points[0] < duel.points[1] ? "Player 2 wins!" : "A draw."
        #expect(app.render().shows(winner))
        #expect(!app.render().shows("Score        ") && !app.render().shows("Mistakes     ") && app.render().shows("Time         "))
        #expect(app.render().shows("Player 1     \(duel.points[0]) points, \(duel.sets[0]) sets"))
        let recorded = effects.compactMap { if case .recordScore(let summary) = $0 { summary } else { nil } }
        app.receive([], rank: 1, notice: nil, at: time)
        #expect(!app.render().shows("New best!") && !app.render().shows("Rank "), "a duel ranks no one player's points")
        #expect(recorded.count == 1 && recorded.first?.mode == .duel)
        #expect(recorded.first?.score == duel.points[0] && recorded.first?.setsFound == duel.sets[0])
        #expect(recorded.first?.rival == RivalResult(score: duel.points[1], sets: duel.sets[1]))
    }
}
