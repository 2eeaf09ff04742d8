import Testing

@testable import SetRender

@Suite struct ShadingTests {
    @Test func fillsDiffer() {
        #expect(Shading.allCases.map { $0.fill(ascii: false) } == ["█", "░", " "])
        #expect(Shading.allCases.map { $0.fill(ascii: true) } == ["#", ":", " "])
    }
}
