import SetBench
import Testing

/// The bench's screen of characters, fed what terminal programs write.
@Suite(.timeLimit(.minutes(10))) struct ScreenTextTests {
    func screen(_ text: String, width: Int = 6, height: Int = 3) -> [String] {
        var screen = ScreenText(width: width, height: height)
        screen.feed(Array(text.utf8))
        return screen.lines
    }

    @Test func textLinesAndCursorMoves() {
        #expect(screen("ab\r\ncd") == ["ab    ", "cd    ", "      "])
        #expect(screen("\u{1B}[2;3Hx\u{1B}[1;1Hy") == ["y     ", "  x   ", "      "])
        #expect(screen("a\u{1B}[3Cb\u{1B}[2Dc\u{1B}[Bd") == ["a  cb ", "    d ", "      "])
        #expect(screen("\u{1B}[3Gx\u{1B}[3dy") == ["  x   ", "      ", "   y  "])
    }

    @Test func erasing() {
        #expect(screen("abcdef\u{1B}[1;3H\u{1B}[K") == ["ab    ", "      ", "      "])
        #expect(screen("abcdef\u{1B}[1;3H\u{1B}[1K") == ["   def", "      ", "      "])
        #expect(screen("abcdef\u{1B}[1;2H\u{1B}[2X") == ["a  def", "      ", "      "])
        #expect(screen("ab\r\ncd\u{1B}[2J") == ["      ", "      ", "      "])
        #expect(screen("ab\r\ncd\u{1B}[1;2H\u{1B}[J") == ["a     ", "      ", "      "])
    }

    @Test("wrapping at the right edge and scrolling at the bottom")
    func wrapAndScroll() {
        #expect(screen("abcdefgh") == ["abcdef", "gh    ", "      "])
        #expect(screen("abcdef\r\n") == ["abcdef", "      ", "      "], "a full line's newline makes one line, not two")
        #expect(screen("1\r\n2\r\n3\r\n4") == ["2     ", "3     ", "4     "])
    }

    @Test("colors, modes, titles and character sets take no cell; a repeat does")
    func controlsTakeNoCell() {
        #expect(screen("\u{1B}[1;38;5;196ma\u{1B}[0m\u{1B}[?1049h\u{1B}]0;title\u{07}\u{1B}(Bb\u{1B}[3b") == ["abbbb ", "      ", "      "])
    }

    @Test("UTF-8 characters and sequences cut between reads")
    func pieces() {
        var screen = ScreenText(width: 6, height: 2)
        let bytes = Array("╭─\u{1B}[2;2H●".utf8)
        for byte in bytes { screen.feed([byte]) }
        #expect(screen.lines == ["╭─    ", " ●    "])
        #expect(screen.filledCells == 3)
    }

    @Test func digitsAreMaskedForComparison() {
        var one = ScreenText(width: 8, height: 1)
        var other = ScreenText(width: 8, height: 1)
        one.feed(Array("t 00:01".utf8))
        other.feed(Array("t 00:02".utf8))
        #expect(one != other)
        #expect(one.digitsMasked == other.digitsMasked)
    }
}
