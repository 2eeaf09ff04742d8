import SetFrame
import SetRender
import SetTestSupport
import Testing

/// The controls for a terminal without terminfo are xterm-256color's, byte for byte.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ANSIControlsTests {
    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func attributesClearAndReset() {
        let controls = FrameEncoder.Controls.ansi(colors: ColorMapping(colorCount: 256))
        #expect(text(controls.clear) == "\u{1b}[H\u{1b}[2J")
        #expect(text(controls.reset) == "\u{1b}(B\u{1b}[m")
        #expect([controls.bold, controls.dim, controls.reverse, controls.underline, controls.italic].map(text) == [
            "\u{1b}[1m", "\u{1b}[2m", "\u{1b}[7m", "\u{1b}[4m", "\u{1b}[3m",
        ])
        #expect(controls.moveTo == nil)
    }

    @Test func colorsAsSetafAndSetabWriteThem() {
        let controls = FrameEncoder.Controls.ansi(colors: ColorMapping(colorCount: 256))
        #expect(text(controls.foreground(.red)) == "\u{1b}[31m")
        #expect(text(controls.background(.blue)) == "\u{1b}[44m")
        #expect(text(controls.foreground(.indexed(9))) == "\u{1b}[91m")
        #expect(text(controls.background(.indexed(15))) == "\u{1b}[107m")
        #expect(text(controls.foreground(.indexed(208))) == "\u{1b}[38;5;208m")
        #expect(text(controls.background(.indexed(16))) == "\u{1b}[48;5;16m")
        #expect(controls.foreground(.standard).isEmpty)
    }

    @Test func fewerColorsAreMappedAndNoneWritesNone() {
        let eight = FrameEncoder.Controls.ansi(colors: ColorMapping(colorCount: 8, hasDefaultColors: false))
        #expect(text(eight.foreground(.indexed(196))) == "\u{1b}[31m")
        #expect(text(eight.foreground(.standard)) == "\u{1b}[37m")
        #expect(text(eight.background(.standard)) == "\u{1b}[40m")
        let none = FrameEncoder.Controls.ansi(colors: nil)
        #expect(none.foreground(.red).isEmpty && none.background(.indexed(200)).isEmpty)
    }
}
