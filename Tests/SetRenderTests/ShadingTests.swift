import SetTestSupport
import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ShadingTests {
    @Test func asciiFillsDiffer() {
        #expect(Shading.allCases.map(\.asciiFill) == ["#", ":", " "])
    }
}
