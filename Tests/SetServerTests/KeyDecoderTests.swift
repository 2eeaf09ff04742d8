import Testing
@testable import SetServer

@Suite("Key decoder (raw bytes from ssh)", .timeLimit(.minutes(10)))
struct KeyDecoderTests {
    static func keys(_ packets: [String]) -> [TerminalKey] {
        var decoder = KeyDecoder()
        return packets.flatMap { decoder.decode(Array($0.utf8)) }
    }

    @Test("letters, Enter as \\r or \\r\\n, Ctrl-C, backspace")
    func plainKeys() {
        #expect(Self.keys(["qa\r", "z\r\n", "\u{03}\u{7F}"]) == [
            .character("q"), .character("a"), .enter, .character("z"), .enter, .interrupt, .backspace,
        ])
    }

    @Test("arrows in CSI and SS3 form, even split across packets")
    func arrows() {
        #expect(Self.keys(["\u{1B}[A\u{1B}OB", "\u{1B}[", "C", "\u{1B}[1;2", "D"]) == [.up, .down, .right, .left])
    }

    @Test("a lone Esc at the end of a packet is the Esc key; Esc then a letter is both")
    func escape() {
        #expect(Self.keys(["\u{1B}"]) == [.escape])
        #expect(Self.keys(["\u{1B}x"]) == [.escape, .character("x")])
    }

    @Test("SGR mouse: a left press is a click at 0-based cells; release, wheel and other buttons are not")
    func mouse() {
        #expect(Self.keys(["\u{1B}[<0;12;5M\u{1B}[<0;12;5m\u{1B}[<64;3;3M\u{1B}[<2;1;1M"]) == [.click(column: 11, row: 4)])
        #expect(Self.keys(["\u{1B}[<0;999999;5M"]) == [])
    }

    @Test("UTF-8 characters, whole or split; bytes that are no character are skipped")
    func utf8() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("é".utf8) + [0xFF, 0x80] + Array("x".utf8)) == [.character("é"), .character("x")])
        let bytes = Array("ö".utf8)
        #expect(decoder.decode(bytes.prefix(1)) == [])
        #expect(decoder.decode(bytes.dropFirst()) == [.character("ö")])
    }

    @Test("an endless escape sequence is dropped, never held without bound")
    func bounded() {
        var decoder = KeyDecoder()
        _ = decoder.decode(Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 10_000))
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    }
}
