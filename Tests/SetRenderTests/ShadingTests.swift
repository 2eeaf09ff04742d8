import Testing

@testable import SetRender

@Suite struct ShadingTests {
    @Test func asciiFillsDiffer() {
        #expect(Shading.allCases.map(\.asciiFill) == ["#", ":", " "])
    }
}
