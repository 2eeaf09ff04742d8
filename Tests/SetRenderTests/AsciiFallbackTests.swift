import SetTestSupport
import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct AsciiFallbackTests {
    @Test func glyphsBecomeAscii() {
        #expect(String("╭──╮│╱╲┃═".map(AsciiFallback.glyph)) == ".--.|/\\#=")
        #expect(AsciiFallback.glyph("q") == "q")
        #expect(AsciiFallback.glyph("☃") == "*")
    }
}
