import Glibc
import SetFrame
import SetTestSupport
import Testing

@testable import SetTerminal

/// The screen's own input path: bytes read from its input, decoded, an Esc alone told from
/// the start of a sequence by the time that follows it.
@Suite(.timeLimit(.minutes(1)), .serialized, .takesTurns) struct TerminalInputTests {
    /// A screen offscreen whose input is the read end of a pipe; the write end is returned.
    private func screenOnPipe() throws -> (TerminalScreen, writeEnd: Int32) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let screen = TerminalScreen(colorMode: .monochrome)
        try screen.startOffscreen(
            width: 80, height: 24, output: try #require(fopen("/dev/null", "w")), input: try #require(fdopen(ends[0], "r")))
        return (screen, ends[1])
    }

    private func send(_ text: String, to descriptor: Int32) {
        let bytes = Array(text.utf8)
        #expect(write(descriptor, bytes, bytes.count) == bytes.count)
    }

    @Test("keys, cursor keys in both forms, function keys and a mouse report, in the order they came")
    func decodesWhatArrives() throws {
        let (screen, input) = try screenOnPipe()
        defer { close(input) }
        send("x\u{1b}[A\u{1b}OB\u{1b}[15~\r\u{7f}\u{1b}[<0;5;3M é", to: input)
        var events: [TerminalEvent] = []
        for _ in 0..<9 { events.append(screen.nextEvent(timeout: 1)) }
        #expect(events == [
            .input(.character("x")), .input(.key(.up)), .input(.key(.down)), .input(.key(.function(5))),
            .input(.key(.enter)), .input(.key(.backspace)), .input(.mouse(x: 4, y: 2, kind: .press)),
            .input(.character(" ")), .input(.character("é")),
        ])
    }

    @Test("an Esc alone is the Esc key once no more follows in time; one a sequence follows is not")
    func escapeAlone() throws {
        let (screen, input) = try screenOnPipe()
        defer { close(input) }
        send("\u{1b}", to: input)
        #expect(screen.nextEvent(timeout: 0.005) == .timedOut)
        #expect(screen.nextEvent(timeout: 1) == .input(.key(.escape)))
        send("\u{1b}", to: input)
        #expect(screen.nextEvent(timeout: 0.005) == .timedOut)
        send("[D", to: input)
        #expect(screen.nextEvent(timeout: 1) == .input(.key(.left)))
        #expect(screen.nextEvent(timeout: 0.05) == .timedOut)
    }

    @Test("a closed input is the end of input, not a busy wait")
    func closedInput() throws {
        let (screen, input) = try screenOnPipe()
        send("q", to: input)
        close(input)
        #expect(screen.nextEvent(timeout: 1) == .input(.character("q")))
        #expect(screen.nextEvent(timeout: 1) == .endOfInput)
    }
}
