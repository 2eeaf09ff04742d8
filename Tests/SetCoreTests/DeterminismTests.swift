import SetTestSupport
import Testing
@testable import SetCore

/// Fixed answers: if any of these change, every seed in every score list deals another game.
@Suite("Determinism: a seed means the same deal forever (R13)", .timeLimit(.minutes(1)), .takesTurns)
struct DeterminismTests {
    @Test("SplitMix64's first outputs are the reference implementation's", arguments: [
        (UInt64(0), [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F] as [UInt64]),
        (UInt64(1), [0x910A_2DEC_8902_5CC1, 0xBEEB_8DA1_658E_EC67, 0xF893_A2EE_FB32_555E] as [UInt64]),
    ])
    func splitMixOutputs(seed: UInt64, expected: [UInt64]) {
        var generator = SplitMix64(seed: seed)
        #expect((0..<3).map { _ in generator.next() } == expected)
    }

    @Test("the bounded draw gives fixed numbers for a seed")
    func boundedDraw() {
        var generator = SplitMix64(seed: 9)
        #expect((0..<10).map { _ in generator.draw(below: 7) } == [4, 5, 1, 5, 1, 0, 4, 6, 1, 5])
    }

    @Test("the bounded draw stays below its bound and reaches every value")
    func boundedDrawRange() {
        var generator = SplitMix64(seed: 3)
        for bound in [1, 2, 3, 7, 81] {
            let draws = (0..<2000).map { _ in generator.draw(below: bound) }
            #expect(Set(draws) == Set(0..<bound))
        }
    }

    @Test("the first 12 cards dealt for seeds 1, 2 and 3", arguments: [
        (UInt64(1), [27, 13, 56, 37, 6, 25, 23, 33, 17, 8, 72, 47]),
        (UInt64(2), [75, 37, 21, 20, 10, 11, 70, 50, 4, 1, 48, 35]),
        (UInt64(3), [14, 34, 1, 18, 38, 67, 2, 62, 25, 73, 64, 77]),
    ])
    func firstDeal(seed: UInt64, expected: [Int]) {
        let game = MatchingGame<SetCard>(seed: seed)
        #expect(game.table.map(\.id.rawValue) == expected)
        #expect(Set((game.table + game.deck).map(\.id)) == Set(ids(0..<81)))
    }

    /// 20 moves on seed 1: a mismatch, two matches, hints, a deal past a match, a deselect.
    static let script: [GameMove] = [
        .choose(27), .choose(13), .choose(56), .choose(37), .clearSelection,
        .choose(27), .choose(37), .choose(47), .hint, .hint,
        .choose(6), .choose(25), .choose(17), .dealMore, .dealMore,
        .hint, .choose(33), .choose(33), .choose(8), .clearSelection,
    ]

    @Test("a 20-move game on seed 1 ends in a fixed state")
    func twentyMoves() {
        let moves = Self.script.enumerated().map { TimedMove($0.element, at: Double($0.offset * $0.offset) * 0.75) }
        let game = MatchingGame<SetCard>(seed: 1, startedAt: 0, replaying: moves)
        #expect(game.score == 7)
        #expect(game.deck.count == 60)
        #expect(game.table.map(\.id) == [71, 13, 56, 18, 79, 12, 23, 33, 39, 8, 72, 0, 14, 1, 78])
        #expect(game.selection == [])
        #expect(game.discard.map(\.id) == [27, 37, 47, 6, 25, 17])
        #expect(game.statistics.matchesFound == 2)
        #expect(game.statistics.mismatches == 1)
        #expect(game.statistics.hintsUsed == 1)
        #expect(game.statistics.dealsPastMatch == 1)
        #expect(game.statistics.secondsPerMatch == [36.75, 71.25])
        #expect(game.lastMarkAt == 147)
    }
}
