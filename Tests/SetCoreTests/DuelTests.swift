import SetTestSupport
import Testing

@testable import SetCore

@Suite("Duel", .timeLimit(.minutes(1)), .takesTurns)
struct DuelTests {
    /// A duel on the full deck in index order: {0,1,2} is a set, {0,1,4} is not.
    func orderedDuel() -> DuelTable { DuelTable(game: MatchingGame(deck: Card<SetCard>.fullDeck)) }

    @Test("a claimed set scores for the claimant and leaves the table")
    func claimAndScore() {
        var duel = orderedDuel()
        #expect(duel.claim(.two, at: 1) == [.claimed(.two)])
        #expect(!duel.mayClaim(.one))
        #expect(duel.choose(0, at: 2).isEmpty && duel.choose(1, at: 2).isEmpty)
        #expect(duel.choose(2, at: 3) == [.tookSet(.two, [0, 1, 2])])
        #expect(duel.points == [0, 1] && duel.sets == [0, 1])
        #expect(duel.phase == .open && duel.game.table.count == 12 && !duel.game.table.contains { $0.id == 0 })
    }

    @Test("cards chosen without a claim are ignored")
    func noClaimNoChoice() {
        var duel = orderedDuel()
        #expect(duel.choose(0, at: 1).isEmpty)
        #expect(duel.game.selection.isEmpty)
    }

    @Test("a non-set costs the claimant and locks them out until the other has claimed")
    func failureLocksOut() {
        var duel = orderedDuel()
        _ = duel.claim(.one, at: 0)
        _ = duel.choose(0, at: 1)
        _ = duel.choose(1, at: 1)
        #expect(duel.choose(4, at: 1) == [.failed(.one, penalty: 1)])
        #expect(duel.points == [-1, 0] && duel.lockedOut == .one && duel.game.selection.isEmpty)
        #expect(duel.claim(.one, at: 2).isEmpty && !duel.mayClaim(.one))
        #expect(duel.claim(.two, at: 3) == [.claimed(.two)])
        #expect(duel.lockedOut == nil)
    }

    @Test("a claim times out at its deadline, on the injected clock, and costs like a failure")
    func claimTimesOut() {
        var duel = orderedDuel()
        _ = duel.claim(.one, at: 10)
        _ = duel.choose(0, at: 11)
        #expect(duel.advance(to: 14.999).isEmpty)
        #expect(duel.phase == .claimed(by: .one, deadline: 15, penaltyFree: false))
        #expect(duel.advance(to: 15) == [.timedOut(.one, penalty: 1)])
        #expect(duel.points == [-1, 0] && duel.lockedOut == .one && duel.phase == .open)
        #expect(duel.game.selection.isEmpty)
    }

    @Test("a deal gives the other player a window: only they may claim, and failing there is free")
    func dealWindow() {
        var duel = orderedDuel()
        #expect(duel.deal(by: .one, at: 0) == [.dealt(by: .one)])
        #expect(duel.game.table.count == 15)
        #expect(!duel.mayClaim(.one) && duel.mayClaim(.two))
        #expect(duel.claim(.one, at: 1).isEmpty)
        _ = duel.claim(.two, at: 1)
        _ = duel.choose(0, at: 2)
        _ = duel.choose(1, at: 2)
        #expect(duel.choose(4, at: 2) == [.failed(.two, penalty: 0)])
        #expect(duel.points == [0, 0] && duel.lockedOut == nil)
    }

    @Test("the window closes after its seconds; then either may claim")
    func windowCloses() {
        var duel = orderedDuel()
        _ = duel.deal(by: .two, at: 5)
        #expect(duel.advance(to: 7.9).isEmpty)
        #expect(duel.advance(to: 8) == [.windowClosed])
        #expect(duel.mayClaim(.one) && duel.mayClaim(.two))
    }

    @Test("no deal during a claim or by a locked-out player")
    func dealRefused() {
        var duel = orderedDuel()
        _ = duel.claim(.one, at: 0)
        #expect(duel.deal(by: .two, at: 1).isEmpty && duel.game.table.count == 12)
        _ = duel.advance(to: 5)
        #expect(duel.lockedOut == .one)
        #expect(duel.deal(by: .one, at: 6).isEmpty && duel.game.table.count == 12)
    }

    @Test("the claimant may deal instead of choosing: the claim ends at no cost and the other gets the window")
    func claimantDeals() {
        var duel = orderedDuel()
        _ = duel.claim(.one, at: 0)
        _ = duel.choose(0, at: 1)
        #expect(duel.deal(by: .two, at: 1).isEmpty, "only the claimant deals during a claim")
        #expect(duel.deal(by: .one, at: 2) == [.dealt(by: .one)])
        #expect(duel.game.table.count == 15 && duel.game.selection.isEmpty && duel.points == [0, 0])
        #expect(duel.phase == .dealWindow(for: .two, until: 5) && duel.lockedOut == nil)
    }

    @Test("the next deadline is the claim's, then the window's, and none while open")
    func nextDeadline() {
        var duel = orderedDuel()
        #expect(duel.referee.nextDeadline == nil && duel.referee.claimant == nil)
        _ = duel.claim(.two, at: 1)
        #expect(duel.referee.nextDeadline == 6 && duel.referee.claimant == .two)
        _ = duel.advance(to: 6)
        #expect(duel.referee.nextDeadline == nil)
        _ = duel.deal(by: .one, at: 7)
        #expect(duel.referee.nextDeadline == 10 && duel.referee.claimant == nil)
    }

    @Test("the game plays to its end and names the winner")
    func winner() {
        var duel = DuelTable(game: MatchingGame(seed: 42))
        var now = 0.0
        var turn = DuelPlayer.one
        while !duel.game.isOver {
            now += 1
            guard let set = duel.game.matchesOnTable.first else {
                _ = duel.deal(by: turn, at: now)
                now += 4
                _ = duel.advance(to: now)
                continue
            }
            _ = duel.claim(turn, at: now)
            for id in set { _ = duel.choose(id, at: now) }
            turn = turn.other
        }
        #expect(duel.sets[0] + duel.sets[1] >= 20)
        #expect(duel.points == duel.sets)
        #expect(duel.winner == (duel.points[0] > duel.points[1] ? .one : duel.points[0] < duel.points[1] ? .two : nil))
    }
}

/// A table and the duel's referee on it, as the app holds them.
struct DuelTable {
    var game: MatchingGame<SetCard>
    var referee = Duel<SetCard>()

    var phase: Duel<SetCard>.Phase { referee.phase }
    var points: [Int] { referee.points }
    var sets: [Int] { referee.sets }
    var lockedOut: DuelPlayer? { referee.lockedOut }
    var winner: DuelPlayer? { referee.winner(of: game) }
    func mayClaim(_ player: DuelPlayer) -> Bool { referee.mayClaim(player, on: game) }
    mutating func claim(_ player: DuelPlayer, at now: Double) -> [Duel<SetCard>.Event] { referee.claim(player, on: &game, at: now) }
    mutating func choose(_ id: CardID, at now: Double) -> [Duel<SetCard>.Event] { referee.choose(id, on: &game, at: now) }
    mutating func deal(by player: DuelPlayer, at now: Double) -> [Duel<SetCard>.Event] { referee.deal(by: player, on: &game, at: now) }
    mutating func advance(to now: Double) -> [Duel<SetCard>.Event] { referee.advance(&game, to: now) }
}
