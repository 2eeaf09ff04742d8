import SetTestSupport
import Testing

@testable import SetAnimation

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct CardEffectTests {
    let shake = CardEffect(kind: .shake, start: 1, duration: 0.8)
    let celebration = CardEffect(kind: .celebration, start: 1, duration: 0.8)

    @Test func shakeMovesSidewaysAndReturns() {
        let offsets = stride(from: 1.0, to: 1.8, by: 0.1).map { shake.offset(at: $0 + 0.05) }
        #expect(offsets.allSatisfy { $0.dy == 0 })
        #expect(offsets.contains { $0.dx > 0 } && offsets.contains { $0.dx < 0 })
        #expect(offsets.last!.dx == 0)
        #expect(shake.offset(at: 1.8) == (0, 0))
        #expect(!shake.flashes(at: 1.05))
    }

    @Test func celebrationFlashesAndHops() {
        let flashes = stride(from: 1.0, to: 1.8, by: 0.1).map { celebration.flashes(at: $0 + 0.05) }
        #expect(flashes == [true, false, true, false, true, false, true, false])
        #expect(celebration.offset(at: 1.15).dy == -1)
        #expect(celebration.offset(at: 1.05).dy == 0)
        #expect(celebration.offset(at: 1.15).dx == 0)
    }

    @Test func nothingOutsideItsTime() {
        #expect(!celebration.isActive(at: 0.99))
        #expect(!celebration.isActive(at: 1.8))
        #expect(!celebration.flashes(at: 2))
        #expect(celebration.offset(at: 0.5) == (0, 0))
    }
}
