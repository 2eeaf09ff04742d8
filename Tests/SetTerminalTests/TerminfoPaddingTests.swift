import Glibc
import SetRender
import SetTestSupport
import Testing

@testable import SetTerminal

@Suite("terminfo padding is never written", .serialized, .timeLimit(.minutes(1)), .takesTurns)
struct TerminfoPaddingTests {
    @Test("padding marks go, in every form terminfo allows", arguments: [
        ("\u{1b}[%i%p1%d;%p2%dH$<5>", "\u{1b}[%i%p1%d;%p2%dH"), ("\u{1b}[H\u{1b}[J$<50>", "\u{1b}[H\u{1b}[J"),
        ("$<2>\u{1b}[1m$<2*>", "\u{1b}[1m"), ("a$<1.5/>b$<3*/>c$<4/*>d", "abcd"),
    ])
    func stripped(control: String, expected: String) {
        #expect(TerminfoPadding.stripped(Array(control.utf8)) == Array(expected.utf8))
    }

    @Test("what only looks like padding is kept", arguments: ["$<x>", "$<5", "$<>", "$<1.>", "$<5**>", "$5>", "cost $<"])
    func kept(control: String) {
        #expect(TerminfoPadding.stripped(Array(control.utf8)) == Array(control.utf8))
    }

    /// vt100's `cup`, `clear`, `bold` and `rev` all end in padding (`$<5>`, `$<50>`, `$<2>`):
    /// a frame with bold and reversed text at many places writes none of it.
    @Test("TERM=vt100: a frame through its terminfo entry holds no $< and its text")
    func vt100Frame() throws {
        let output = try #require(tmpfile())
        let input = try #require(fopen("/dev/null", "r"))
        defer { fclose(output); fclose(input) }
        let screen = TerminalScreen(colorMode: .monochrome)
        try screen.startOffscreen(terminal: "vt100", width: 80, height: 24, output: output, input: input)
        var grid = Grid(width: 80, height: 24)
        grid.put("Deck 69", x: 3, y: 1, style: CellStyle(bold: true))
        grid.put("Sets 0", x: 40, y: 12, style: CellStyle(reverse: true))
        screen.draw(grid)
        grid.put("Sets 1", x: 40, y: 12, style: CellStyle(reverse: true))
        screen.draw(grid)
        screen.stop()
        fflush(output)
        rewind(output)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&buffer, 1, buffer.count, output)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains("Deck 69") && text.contains("Sets 0"))
        #expect(!text.contains("$<"), "\(text.debugDescription)")
    }
}
