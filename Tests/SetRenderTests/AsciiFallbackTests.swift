import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(5))) struct AsciiFallbackTests {
    @Test func glyphsBecomeAscii() {
        #expect(String("╭──╮│╱╲┃═".map(AsciiFallback.glyph)) == ".--.|/\\#=")
        #expect(AsciiFallback.glyph("q") == "q")
        #expect(AsciiFallback.glyph("☃") == "*")
    }
}
