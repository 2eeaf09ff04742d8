import SetFrame
import SetTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct InputEventDecodingTests {
    @Test func controlCharactersAreNamedKeys() {
        #expect(InputEvent(characterCode: 27) == .key(.escape))
        #expect(InputEvent(characterCode: 9) == .key(.tab))
        #expect(InputEvent(characterCode: 13) == .key(.enter))
        #expect(InputEvent(characterCode: 10) == .key(.enter))
        #expect(InputEvent(characterCode: 127) == .key(.backspace))
        #expect(InputEvent(characterCode: 8) == .key(.backspace))
    }

    @Test func otherCharactersStayCharacters() {
        #expect(InputEvent(characterCode: 0x71) == .character("q"))
        #expect(InputEvent(characterCode: 0x25B2) == .character("▲"))
        #expect(InputEvent(characterCode: 12) == .character("\u{0C}"))
    }

    @Test("SGR mouse reports: left press and release, wheel, 1-based to 0-based")
    func sgrMouse() {
        #expect(InputEvent(sgrMouse: "0;5;3", final: "M") == .mouse(x: 4, y: 2, kind: .press))
        #expect(InputEvent(sgrMouse: "0;5;3", final: "m") == .mouse(x: 4, y: 2, kind: .release))
        #expect(InputEvent(sgrMouse: "64;1;1", final: "M") == .mouse(x: 0, y: 0, kind: .wheelUp))
        #expect(InputEvent(sgrMouse: "65;10;20", final: "M") == .mouse(x: 9, y: 19, kind: .wheelDown))
        #expect(InputEvent(sgrMouse: "16;7;8", final: "M") == .mouse(x: 6, y: 7, kind: .press), "Ctrl-click is a click")
    }

    @Test("an SGR click beyond column 223 keeps its column")
    func sgrWideColumns() {
        #expect(InputEvent(sgrMouse: "0;300;2", final: "M") == .mouse(x: 299, y: 1, kind: .press))
    }

    @Test("SGR motion with the left button held is a drag (mode 1002), with Ctrl too")
    func sgrDrag() {
        #expect(InputEvent(sgrMouse: "32;5;3", final: "M") == .mouse(x: 4, y: 2, kind: .drag))
        #expect(InputEvent(sgrMouse: "48;9;4", final: "M") == .mouse(x: 8, y: 3, kind: .drag))
    }

    @Test("motion without the left button, other buttons and malformed SGR reports are dropped")
    func sgrIgnored() {
        #expect(InputEvent(sgrMouse: "33;5;3", final: "M") == nil)
        #expect(InputEvent(sgrMouse: "35;5;3", final: "M") == nil)
        #expect(InputEvent(sgrMouse: "2;5;3", final: "M") == nil)
        #expect(InputEvent(sgrMouse: "0;5", final: "M") == nil)
        #expect(InputEvent(sgrMouse: "0;0;3", final: "M") == nil)
        #expect(InputEvent(sgrMouse: "0;x;3", final: "M") == nil)
        #expect(InputEvent(sgrMouse: "0;5;3", final: "q") == nil)
    }

    @Test("X10 mouse reports: press, release, wheel")
    func x10Mouse() {
        #expect(InputEvent(x10Mouse: 32, column: 38, row: 36) == .mouse(x: 5, y: 3, kind: .press))
        #expect(InputEvent(x10Mouse: 35, column: 38, row: 36) == .mouse(x: 5, y: 3, kind: .release))
        #expect(InputEvent(x10Mouse: 96, column: 33, row: 33) == .mouse(x: 0, y: 0, kind: .wheelUp))
        #expect(InputEvent(x10Mouse: 97, column: 33, row: 33) == .mouse(x: 0, y: 0, kind: .wheelDown))
        #expect(InputEvent(x10Mouse: 34, column: 38, row: 36) == nil)
        #expect(InputEvent(x10Mouse: 64, column: 40, row: 36) == .mouse(x: 7, y: 3, kind: .drag), "motion with the left button held")
    }
}
