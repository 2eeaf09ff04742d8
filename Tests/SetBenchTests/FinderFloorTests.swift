import SetCore
import Testing
@testable import SetBench

@Suite("finder floor", .timeLimit(.minutes(10)))
struct FinderFloorTests {
    @Test("the floor writes the very sets the finder finds: all 1,080 of a whole deck, in its order")
    func sameSets() {
        for table in EngineBench.randomTables(cards: 81, count: 3, seed: 7) {
            let positions = EngineBench.setPositions(table)
            let triples = stride(from: 0, to: positions.count, by: 3).map { positions[$0..<($0 + 3)].map(Int.init) }
            #expect(triples.count == 1080)
            #expect(triples == SetCard.allMatches(in: table))
        }
    }
}
