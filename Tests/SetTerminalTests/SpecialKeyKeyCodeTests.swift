import CNcurses
import SetFrame
import Testing

@testable import SetTerminal

/// The keys ncurses reports by a code of its own.
@Suite(.timeLimit(.minutes(10))) struct SpecialKeyKeyCodeTests {
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
}
