import PropertyBased
import SetFrame
import SetTestSupport
import Testing

/// The raw-byte decoder, as an SSH channel would feed it.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct InputDecoderTests {
    private func decode(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test func charactersInUTF8AndControlCharactersAsTheirKeys() {
        #expect(decode("qé▲😀") == [.character("q"), .character("é"), .character("▲"), .character("😀")])
        #expect(decode("\r\n\t\u{7f}\u{08}\u{0c}") == [.key(.enter), .key(.enter), .key(.tab), .key(.backspace), .key(.backspace), .character("\u{0c}")])
    }

    @Test func namedKeysInCSIAndSS3() {
        #expect(decode("\u{1b}[A\u{1b}[B\u{1b}[C\u{1b}[D\u{1b}OA\u{1b}[1;5C") == [
            .key(.up), .key(.down), .key(.right), .key(.left), .key(.up), .key(.right),
        ])
        #expect(decode("\u{1b}[H\u{1b}[F\u{1b}[1~\u{1b}[4~\u{1b}[5~\u{1b}[6~\u{1b}[Z\u{1b}OM") == [
            .key(.home), .key(.end), .key(.home), .key(.end), .key(.pageUp), .key(.pageDown), .key(.backTab), .key(.enter),
        ])
        #expect(decode("\u{1b}OP\u{1b}OS\u{1b}[15~\u{1b}[17~\u{1b}[21~\u{1b}[23~\u{1b}[24~") == [
            .key(.function(1)), .key(.function(4)), .key(.function(5)), .key(.function(6)), .key(.function(10)),
            .key(.function(11)), .key(.function(12)),
        ])
    }

    @Test func focusReportsAsFocusEvents() {
        #expect(decode("\u{1b}[Oq\u{1b}[I") == [.focus(gained: false), .character("q"), .focus(gained: true)])
        #expect(decode("\u{1b}OI") == [], "SS3 I is no focus report")
    }

    @Test func keysTheGameDoesNotUseAreSkipped() {
        #expect(decode("\u{1b}[3~a\u{1b}[99~\u{1b}[Qb") == [.character("a"), .character("b")])
    }

    @Test func mouseReportsInSGRAndX10() {
        #expect(decode("\u{1b}[<0;300;2M\u{1b}[<0;300;2m\u{1b}[<32;5;6M\u{1b}[<65;1;1M") == [
            .mouse(x: 299, y: 1, kind: .press), .mouse(x: 299, y: 1, kind: .release),
            .mouse(x: 4, y: 5, kind: .drag), .mouse(x: 0, y: 0, kind: .wheelDown),
        ])
        #expect(decode("\u{1b}[M !\"\u{1b}[M#!\"") == [.mouse(x: 0, y: 1, kind: .press), .mouse(x: 0, y: 1, kind: .release)])
        #expect(decode("\u{1b}[<2;1;1M\u{1b}[<0;0;1Mx") == [.character("x")])  // right button; column 0
    }

    @Test func aBracketedPasteIsSkippedWhole() {
        #expect(decode("a\u{1b}[200~q\u{1b}[A\r\u{1b}[201~b") == [.character("a"), .character("b")])
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1b}[200~qq\u{1b}[20".utf8)).isEmpty)
        #expect(decoder.decode(Array("1~c".utf8)) == [.character("c")])
    }

    @Test func aLoneEscIsTheEscKeyOnlyWhenNothingFollowsInTime() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.isWaiting)
        #expect(decoder.flush() == [.key(.escape)])
        #expect(!decoder.isWaiting)
        #expect(decode("\u{1b}q") == [.key(.escape), .character("q")])
        #expect(decode("\u{1b}[") == [.key(.escape), .character("[")])
        #expect(decode("\u{1b}\u{1b}[A") == [.key(.escape), .key(.up)])
    }

    @Test func brokenBytesBecomeReplacementCharactersAndOverlongSequencesAreDropped() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0xFF, 0x61, 0x80]) == [.character("\u{FFFD}"), .character("a"), .character("\u{FFFD}")])
        #expect(decoder.decode([0xE2, 0x96]).isEmpty)
        #expect(decoder.flush() == [.character("\u{FFFD}"), .character("\u{FFFD}")])
        let long = "\u{1b}[" + String(repeating: "1", count: 40) + "A" + "z"
        #expect(decode(long).last == .character("z"))
    }

    /// Bytes from a channel come in pieces cut anywhere: the events are the same.
    @Test func anySplitOfTheBytesGivesTheSameEvents() async {
        let pieces = ["q", "é", "😀", "\r", "\u{1b}[A", "\u{1b}OP", "\u{1b}[5~", "\u{1b}[<0;120;7M", "\u{1b}[M !\"", "\u{1b}[200~x\u{1b}[201~", "\u{1b}[1;2D"]
        await propertyCheck(input: Gen.int(in: 0..<pieces.count).array(of: 1...12), Gen.int(in: 1...9).array(of: 1...40)) { choice, cuts in
            let bytes = Array(choice.map { pieces[$0] }.joined().utf8)
            var whole = InputDecoder()
            let expected = whole.decode(bytes)
            var split = InputDecoder()
            var events: [InputEvent] = []
            var start = 0
            for cut in cuts where start < bytes.count {
                let end = min(bytes.count, start + cut)
                events += split.decode(bytes[start..<end])
                start = end
            }
            events += split.decode(bytes[start...])
            #expect(events == expected)
            #expect(!split.isWaiting)
        }
    }
}
