import SetTestSupport
import Testing

@testable import SetCore

@Suite("Versus the computer", .timeLimit(.minutes(1)), .takesTurns)
struct VersusComputerTests {
    @Test("the computer does nothing before its timer expires, then takes a set at the deadline")
    func movesOnlyAtDeadline() {
        var versus = VersusComputer(seed: 7, level: .hard)
        let deadline = versus.computerMovesAt
        #expect(deadline > 0)
        let table = versus.game.table
        #expect(versus.advance(to: deadline - 0.001) == [])
        #expect(versus.game.table == table && versus.computerSets == 0)
        let moves = versus.advance(to: deadline)
        guard case .tookSet(let set)? = moves.first, moves.count == 1 else {
            Issue.record("expected one set taken, got \(moves)")
            return
        }
        #expect(versus.computerSets == 1)
        #expect(Set(versus.computerPile.map(\.id)) == Set(set))
        #expect(versus.game.table.allSatisfy { !set.contains($0.id) })
        #expect(versus.game.score == 0 && versus.playerSets == 0 && versus.game.discard.isEmpty)
        #expect(versus.computerMovesAt > deadline)
    }

    @Test("a set found by the player first restarts the computer's timer with a new draw")
    func playerFirstRestarts() {
        var versus = VersusComputer(seed: 7, level: .easy)
        let deadline = versus.computerMovesAt
        let now = deadline / 2
        for id in versus.game.matchesOnTable[0] { versus.choose(id, at: now) }
        versus.clearSelection(at: now)
        #expect(versus.playerSets == 1 && versus.game.score > 0)
        let sets = Double(versus.game.matchesOnTable.count)
        let wait = versus.computerMovesAt - now
        #expect(wait >= 0.5 * 30 / sets.squareRoot() && wait < 1.5 * 30 / sets.squareRoot())
        #expect(versus.computerMovesAt != deadline)
        #expect(versus.advance(to: versus.computerMovesAt - 0.001) == [])
        #expect(versus.computerSets == 0)
    }

    @Test("the computer acts on a game it does not own; a deal observed restarts its timer")
    func refereeOnOwnersGame() {
        var game = MatchingGame<SetCard>(seed: 7, startedAt: 10)
        var computer = ComputerOpponent(level: .hard, seed: 7, facing: game, at: 10)
        #expect(computer.movesAt == VersusComputer(seed: 7, level: .hard, startedAt: 10).computerMovesAt)
        let before = computer.movesAt
        computer.observe(game.dealMore(at: 11), on: game, at: 11)
        #expect(computer.movesAt != before && computer.movesAt > 11)
        computer.observe(game.requestHint(at: 12), on: game, at: 12)
        let deadline = computer.movesAt
        #expect(computer.advance(&game, to: deadline - 0.001).isEmpty && game.table.count == 15)
        guard case .tookSet(let set)? = computer.advance(&game, to: deadline).first else {
            Issue.record("the computer took no set at its deadline")
            return
        }
        #expect(computer.sets == 1 && Set(computer.pile.map(\.id)) == Set(set) && game.table.count == 12)
    }

    @Test("a player's mismatch does not restart the timer")
    func mismatchKeepsTimer() {
        var versus = VersusComputer(seed: 11, level: .normal)
        let deadline = versus.computerMovesAt
        let table = versus.game.table.map(\.id)
        let notASet = [table[0], table[1], table.first { !versus.game.isMatch([table[0], table[1], $0]) && $0 != table[0] && $0 != table[1] }!]
        for id in notASet { versus.choose(id, at: 1) }
        #expect(versus.game.statistics.mismatches == 1)
        #expect(versus.computerMovesAt == deadline)
    }

    @Test("with no set on the table the computer deals 3 after the level's wait")
    func dealsWhenNoSet() {
        // Cards 0…80 in index order with the first table rearranged to hold no set.
        let noSetTable = [0, 1, 3, 4, 9, 10, 12, 13, 27, 28, 30, 31]
        #expect(SetCard.allMatches(in: noSetTable.map(SetCard.init(index:))).isEmpty)
        var versus = VersusComputer(
            deck: (noSetTable + (0..<81).filter { !noSetTable.contains($0) }).map { Card<SetCard>.fullDeck[$0] },
            level: .hard, seed: 3, startedAt: 100
        )
        #expect(versus.computerMovesAt == 100 + OpponentLevel.hard.secondsBeforeDeal)
        #expect(versus.advance(to: 103.9) == [])
        #expect(versus.advance(to: 104) == [.dealt])
        #expect(versus.game.table.count == 15 && versus.computerSets == 0)
    }

    @Test("all moves due by a time happen in order, each at its own deadline, until the game ends")
    func catchesUp() {
        var versus = VersusComputer(seed: 5, level: .hard)
        let moves = versus.advance(to: 1_000_000)
        #expect(versus.game.isOver)
        #expect(versus.computerSets == moves.filter { if case .tookSet = $0 { true } else { false } }.count)
        #expect(versus.computerSets >= 20)
        #expect(versus.game.score == 0 && versus.playerSets == 0)
        #expect(versus.computerPile.count + versus.game.table.count == 81)
    }

    @Test("same seed, same computer")
    func deterministic() {
        var first = VersusComputer(seed: 99, level: .normal)
        var second = VersusComputer(seed: 99, level: .normal)
        #expect(first.advance(to: 500) == second.advance(to: 500))
        #expect(first == second)
    }

    @Test("level times: within ½…1½ × base ÷ √sets, harder is quicker")
    func levelTimes() {
        var generator = SplitMix64(seed: 1)
        for level in OpponentLevel.allCases {
            for sets in 1...6 {
                for _ in 0..<200 {
                    let seconds = level.secondsToSet(sets: sets, using: &generator)
                    let scale = level.baseSeconds / Double(sets).squareRoot()
                    #expect(seconds >= 0.5 * scale && seconds < 1.5 * scale)
                }
            }
        }
        #expect(OpponentLevel.hard.baseSeconds < OpponentLevel.normal.baseSeconds)
        #expect(OpponentLevel.normal.baseSeconds < OpponentLevel.easy.baseSeconds)
    }

    @Test("the simulation's quantiles and merge")
    func simulation() {
        let whole = OpponentSimulation(seed: 1, level: .hard).run(games: 0..<6)
        let split = OpponentSimulation(seed: 1, level: .hard).run(games: 0..<2)
            .merged(with: OpponentSimulation(seed: 1, level: .hard).run(games: 2..<6))
        #expect(whole.secondsToSet == split.secondsToSet && whole.games == split.games)
        #expect(abs(whole.totalSeconds - split.totalSeconds) < 1e-6)
        #expect(whole.games == 6 && whole.secondsToSet.count >= 120)
        #expect(whole.quantile(0) <= whole.quantile(0.5) && whole.quantile(0.5) <= whole.quantile(1))
        #expect(whole.quantile(1) < OpponentLevel.hard.baseSeconds * 1.5)
        var report = OpponentReport()
        report.secondsToSet = [4, 1, 3, 2]
        #expect(report.quantile(0.5) == 2 && report.quantile(0.75) == 3 && report.quantile(1) == 4)
    }
}
