import SetRender
import CNcurses
import Testing

@testable import SetTerminal

@Suite struct InputDecodingTests {
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

    @Test func keyCodesBecomeSpecialKeys() {
        #expect(SpecialKey(keyCode: KEY_UP) == .up)
        #expect(SpecialKey(keyCode: KEY_DOWN) == .down)
        #expect(SpecialKey(keyCode: KEY_LEFT) == .left)
        #expect(SpecialKey(keyCode: KEY_RIGHT) == .right)
        #expect(SpecialKey(keyCode: KEY_ENTER) == .enter)
        #expect(SpecialKey(keyCode: KEY_BACKSPACE) == .backspace)
        #expect(SpecialKey(keyCode: KEY_BTAB) == .backTab)
        #expect(SpecialKey(keyCode: KEY_HOME) == .home)
        #expect(SpecialKey(keyCode: KEY_END) == .end)
        #expect(SpecialKey(keyCode: KEY_PPAGE) == .pageUp)
        #expect(SpecialKey(keyCode: KEY_NPAGE) == .pageDown)
    }

    @Test func functionKeysOneToTwelve() {
        #expect(SpecialKey(keyCode: cn_key_f(1)) == .function(1))
        #expect(SpecialKey(keyCode: cn_key_f(12)) == .function(12))
        #expect(SpecialKey(keyCode: cn_key_f(13)) == nil)
    }

    @Test func resizeMouseAndUnknownCodesAreNotKeys() {
        #expect(SpecialKey(keyCode: KEY_RESIZE) == nil)
        #expect(SpecialKey(keyCode: KEY_MOUSE) == nil)
        #expect(SpecialKey(keyCode: KEY_DC) == nil)
    }

    @Test func mouseButtonStates() {
        #expect(MouseKind(buttonState: cn_button1_pressed()) == .press)
        #expect(MouseKind(buttonState: cn_button1_released()) == .release)
        #expect(MouseKind(buttonState: cn_button1_clicked()) == .click)
        #expect(MouseKind(buttonState: cn_button4_pressed()) == .wheelUp)
        #expect(MouseKind(buttonState: cn_button5_pressed()) == .wheelDown)
        #expect(MouseKind(buttonState: 0) == nil)
    }
}
