import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(10))) struct ShadingTests {
    @Test func asciiFillsDiffer() {
        #expect(Shading.allCases.map(\.asciiFill) == ["#", ":", " "])
    }
}
