import SetCore
import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct AnimatorSettleTests {
    let table = ids(0..<12)

    @Test func dealLeavesTheBoardEmptyForAMoment() {
        let animator = Animator.dealt(table)
        #expect(animator.sprites(at: 0).isEmpty)
        #expect(animator.sprites(at: 0.29).isEmpty)
        #expect(animator.sprites(at: 0.3).map(\.card) == [0])
    }

    @Test func dealArrivesInSlotOrder() {
        let animator = Animator.dealt(table)
        let starts = table.map { animator.tracks[$0]!.flight.start }
        let ends = table.map { animator.tracks[$0]!.flight.end }
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 < $1 })
        #expect(zip(ends, ends.dropFirst()).allSatisfy { $0 < $1 })
        for time in stride(from: 0.0, through: 2, by: 1.0 / 60) {
            let shown = animator.sprites(at: time).map(\.card).sorted()
            #expect(shown == ids(0..<shown.count))
        }
        #expect(animator.sprites(at: 2).map(\.rect) == Scene.frames(12))
    }

    @Test func dealFromTheDeckTurnsFaceUpAsItLands() {
        let animator = Animator.dealt(table)
        let first = animator.sprites(at: 0.31).first { $0.card == 0 }!
        #expect(!first.faceUp)
        #expect(first.rect.x < Scene.frames(12)[0].x)
        let landed = animator.sprites(at: 0.65).first { $0.card == 0 }!
        #expect(landed.faceUp)
        #expect(landed.rect == Scene.frames(12)[0])
        let turning = (30...65).compactMap { step in animator.sprites(at: Double(step) / 100).first { $0.card == 0 } }
        #expect(turning.contains { $0.rect.width <= 2 })
        #expect(turning.map(\.faceUp) == turning.map(\.faceUp).sorted { !$0 && $1 })
    }

    @Test func dealWithoutADeckComesFromOffScreen() {
        var animator = Animator()
        var generator = SplitMix64(seed: 5)
        animator.deal(
            table: table, frames: Scene.frames(12), screen: Scene.screen, deckPile: nil, now: 0, using: &generator
        )
        for track in animator.tracks.values {
            #expect(!track.flight.from.intersects(Scene.screen))
            #expect(track.flip == nil)
        }
        #expect(animator.sprites(at: 0.31).allSatisfy { $0.faceUp })
    }

    @Test func drawsTheTablePlusDepartingCards() {
        var animator = Animator.dealt(table)
        let next = [12, 13, 14] + ids(3..<12)
        animator.settle(next, now: 5)
        #expect(Set(animator.sprites(at: 5.2).map(\.card)) == Set(next + [0, 1, 2]))
        #expect(Set(animator.sprites(at: 5.2).filter(\.isDeparting).map(\.card)) == [0, 1, 2])
        #expect(Set(animator.sprites(at: 6).map(\.card)) == Set(next))
    }

    @Test func departuresFlyToTheDiscardPile() {
        var animator = Animator.dealt(table)
        animator.settle(ids(3..<12), now: 5)
        let leaving = animator.sprites(at: 5).filter(\.isDeparting)
        #expect(leaving.map(\.rect) == Array(Scene.frames(12)[0..<3]))
        #expect(animator.departures.allSatisfy { $0.flight.to == Scene.discardPile && $0.flight.easing == .easeIn })
        #expect(animator.sprites(at: 5.34).filter(\.isDeparting).count == 3)
        #expect(animator.sprites(at: 5.35).filter(\.isDeparting).isEmpty)
    }

    @Test func departuresWithAPileOfTheirOwnFlyThere() {
        var animator = Animator.dealt(table)
        let computerPile = Rect(x: 0, y: 10, width: 10, height: 5)
        var generator = SplitMix64(seed: 2)
        animator.settle(
            table: ids(3..<12), frames: Scene.frames(9), screen: Scene.screen, deckPile: Scene.deckPile,
            discardPile: Scene.discardPile, departingTo: [table[0]: computerPile, table[2]: computerPile], now: 5, using: &generator
        )
        let targets = Dictionary(uniqueKeysWithValues: animator.departures.map { ($0.card, $0.flight.to) })
        #expect(targets == [table[0]: computerPile, table[1]: Scene.discardPile, table[2]: computerPile])
    }

    @Test func departuresWithoutAPileLeaveTheScreen() {
        var animator = Animator.dealt(table)
        animator.settle(ids(3..<12), piles: false, now: 5)
        #expect(animator.departures.allSatisfy { !$0.flight.to.intersects(Scene.screen) })
    }

    @Test func unchangedFramesKeepTheirFlights() {
        var animator = Animator.dealt(table)
        let before = animator.tracks
        animator.settle(table, now: 0.5)
        #expect(animator.tracks == before)
    }

    @Test func reflowGlidesToTheNewFrames() {
        var animator = Animator.dealt(table)
        animator.settle(ids(0..<9), now: 5)
        let frames = Scene.frames(9)
        #expect(animator.sprites(at: 5).filter { !$0.isDeparting }.map(\.rect) == Array(Scene.frames(12)[0..<9]))
        #expect(animator.sprites(at: 6).map(\.rect) == frames)
    }

    /// Where and how each card is drawn at `time`, by card.
    func drawn(_ animator: Animator, at time: Double) -> [CardID: [Rect: Bool]] {
        Dictionary(uniqueKeysWithValues: animator.sprites(at: time).map { ($0.card, [$0.rect: $0.faceUp]) })
    }

    @Test func retargetingMidFlightIsContinuous() {
        var animator = Animator.dealt(table)
        let moved = Scene.frames(12).map { Rect(x: $0.x, y: $0.y + 1, width: $0.width - 2, height: $0.height - 1) }
        for now in [0.4, 0.5, 0.6, 0.9, 1.2, 2] {
            var retargeted = animator
            retargeted.settle(table, frames: moved, now: now)
            #expect(drawn(retargeted, at: now) == drawn(animator, at: now), "at \(now)")
            #expect(retargeted.sprites(at: 3).map(\.rect) == moved)
        }
        var still = animator
        still.settle(table, frames: moved, now: 2)
        let before = animator.sprites(at: 2), after = still.sprites(at: 2 + 1.0 / 60)
        #expect(before.map(\.card) == after.map(\.card))
        for (old, new) in zip(before, after) {
            #expect(abs(old.rect.x - new.rect.x) <= 2 && abs(old.rect.y - new.rect.y) <= 2)
            #expect(abs(old.rect.width - new.rect.width) <= 2)
        }
        animator.settle(table, frames: moved, now: 0.2)
        #expect(animator.tracks[11]!.flight.start == Animator.dealt(table).tracks[11]!.flight.start)
    }

    @Test func aCardComingBackFliesFromWhereItIs() {
        var animator = Animator.dealt(table)
        animator.settle(ids(1..<12), now: 5)
        let leaving = animator.sprites(at: 5.2).first { $0.card == 0 }!
        animator.settle(table, now: 5.2)
        #expect(animator.departures.isEmpty)
        let back = animator.sprites(at: 5.2).first { $0.card == 0 }!
        #expect(back.rect == leaving.rect && !back.isDeparting)
        #expect(animator.sprites(at: 6).first { $0.card == 0 }!.rect == Scene.frames(12)[0])
    }

    @Test func replacementsArriveStaggeredFromTheDeck() {
        var animator = Animator.dealt(table)
        animator.settle([12, 13, 14] + ids(3..<12), now: 5)
        let starts = [12, 13, 14].map { animator.tracks[$0]!.flight.start }
        #expect(zip(starts, [5, 5.07, 5.14]).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect([12, 13, 14].allSatisfy { animator.tracks[$0]!.flight.from == Scene.deckPile })
    }

    @Test func cardsWaitingToArriveAndThenRemovedNeverShow() {
        var animator = Animator.dealt(table)
        animator.settle(ids(0..<9), now: 0.1)
        #expect(animator.departures.isEmpty)
        #expect(animator.sprites(at: 3).map(\.card) == ids(0..<9))
    }
}
