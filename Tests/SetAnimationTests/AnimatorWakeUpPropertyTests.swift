import PropertyBased
import SetCore
import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

/// The animator may sleep between frames only while nothing it draws changes: through a
/// random game of deals, settles, celebrations, shakes and turns in place, whenever ``Animator/nextFrame(after:)``
/// asks for a frame later than the next one, the cards drawn, their faces and the deck
/// pile's count are the same at every frame time up to that wake-up as at its start. Were it
/// to sleep through a card's start, flight, turn or effect, the cells would differ.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct AnimatorWakeUpPropertyTests {
    @Test("nothing drawn changes before the wake-up the animator asks for")
    func sleepsOnlyWhileTheBoardIsStill() async {
        await propertyCheck(count: 40, input: Gen.uint64(), Gen.int(in: 0...6).array(of: 1...8)) { seed, moves in
            var generator = SplitMix64(seed: seed)
            var animator = Animator(speed: [0.5, 1, 2][Int(seed % 3)])
            var table = ids(0..<12)
            var next = 12
            var now = 0.0
            animator.deal(
                table: table, frames: Scene.frames(12), screen: Scene.screen, deckPile: Scene.deckPile, now: now,
                using: &generator
            )
            var sleeps = 0
            for move in moves {
                let end = now + Double(1 + generator.next() % 90) / 60
                while now < end {
                    let wake = animator.nextFrame(after: now) ?? end
                    if wake > now + 1.0 / 60 {
                        sleeps += 1
                        let still = Self.drawn(animator, table: table, at: now)
                        for time in stride(from: now + 1.0 / 120, to: min(wake, end), by: 1.0 / 120) {
                            #expect(Self.drawn(animator, table: table, at: time) == still, "changed at \(time), before the wake-up at \(wake)")
                        }
                    }
                    now = min(wake, end)
                }
                switch move {
                case 0:
                    table = ids(next..<(next + 12))
                    next += 12
                    animator.deal(
                        table: table, frames: Scene.frames(12), screen: Scene.screen, deckPile: Scene.deckPile,
                        now: now, using: &generator
                    )
                case 1, 2:
                    table = ids(next..<(next + 3)) + Array(table.dropFirst(3))
                    next += 3
                    animator.settle(table, now: now)
                case 3: animator.celebrate(Array(table.prefix(3)), now: now)
                case 4: animator.shake(Array(table.suffix(3)), now: now)
                case 5: animator.turn(table[Int(generator.next() % 12)], faceUp: generator.next() % 2 == 0, now: now)
                default: animator.settle(Array(table.reversed()), now: now)
                }
            }
            #expect(sleeps > 0, "the deal pause is slept through")
        }
    }

    /// What the animator draws at `time`: the cells of its cards and how many wait in the deck.
    private static func drawn(_ animator: Animator, table: [CardID], at time: Double) -> [String] {
        let grid = Scene.render(animator, table: table, at: time)
        return (0..<grid.height).map { Scene.text(grid, x: 0, y: $0, count: grid.width) } + ["\(animator.cardsWaiting(at: time))"]
    }
}
