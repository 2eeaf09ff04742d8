import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(5))) struct ShadingTests {
    @Test func asciiFillsDiffer() {
        #expect(Shading.allCases.map(\.asciiFill) == ["#", ":", " "])
    }
}
