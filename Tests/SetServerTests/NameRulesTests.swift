import PropertyBased
@testable import SetServer
import SetTestSupport
import Testing

/// Names are what they look like (issue 43, item 7).
@Suite("Name rules", .timeLimit(.minutes(1)), .takesTurns)
struct NameRulesTests {
    @Test("look-alikes of ada have ada's skeleton: Cyrillic, Greek, fullwidth, capitals", arguments: [
        "\u{430}da", "ad\u{430}", "\u{430}d\u{430}", "ＡＤＡ", "ａｄａ", "ADA", "Ada", "\u{391}DA", "\u{410}D\u{410}",
    ])
    func lookAlikes(name: String) {
        #expect(NameRules.skeleton(name) == NameRules.skeleton("ada"))
    }

    @Test("letters, digits and pairs drawn alike", arguments: [
        ("Ian", "lan"), ("b0b", "bob"), ("a1ice", "alice"), ("rnary", "mary"), ("\u{3bd}era", "vera"), ("\u{39d}ina", "Nina"),
        ("\u{41c}\u{41e}\u{41c}", "mom"), ("ｐｌａｙｅｒ１", "playerl"),
    ])
    func drawnAlike(pair: (String, String)) {
        #expect(NameRules.skeleton(pair.0) == NameRules.skeleton(pair.1))
    }

    @Test("different names stay different", arguments: [("ada", "adb"), ("bob", "rob"), ("Zoë", "Zoe"), ("ann", "anna")])
    func different(pair: (String, String)) {
        #expect(NameRules.skeleton(pair.0) != NameRules.skeleton(pair.1))
    }

    @Test("invisible and format characters are refused, wherever they are", arguments: [
        "ada\u{200B}", "a\u{2060}da", "\u{200B}", "ad\u{200D}a", "a\u{AD}da", "ada\u{FE0F}", "\u{3164}", "ada\u{2800}", "a\u{200E}da",
        "a\u{E000}da", "ad\u{180E}a",
    ])
    func invisible(name: String) {
        guard case .failure(let problem) = NameRules.name(name) else {
            Issue.record("\(name.unicodeScalars.map { String($0.value, radix: 16) }) was accepted")
            return
        }
        #expect(problem != .reserved)
    }

    @Test("guest and guest-… are the guests'", arguments: ["guest", "guest-0001", "GUEST-abcd", "ｇｕｅｓｔ-1", "gu\u{435}st-7"])
    func reserved(name: String) {
        #expect(NameRules.name(name) == .failure(.reserved))
    }

    @Test("a usable name comes back NFKC-normalised and trimmed; an empty one is refused")
    func usable() {
        #expect(NameRules.name("  ａｄａ  ") == .success("ada"))
        #expect(NameRules.name("ad\u{A0}a") == .success("ad a"), "a no-break space is a space")
        #expect(NameRules.name("Zoë") == .success("Zoë"))
        #expect(NameRules.name("guesthouse") == .success("guesthouse"))
        #expect(NameRules.name("   ") == .failure(.empty))
    }

    @Test("a skeleton is its own skeleton")
    func idempotent() async {
        await propertyCheck(input: Gen.character(in: " "..."\u{52F}").string(of: 0...12)) { name in
            let skeleton = NameRules.skeleton(name)
            #expect(NameRules.skeleton(skeleton) == skeleton)
        }
    }

    @Test("a Latin name with any of its letters swapped for Cyrillic or Greek look-alikes has the name's skeleton")
    func swappedLetters() async {
        let lookAlikes: [Character: [Character]] = [
            "a": ["\u{430}", "\u{3b1}"], "e": ["\u{435}"], "o": ["\u{43e}", "\u{3bf}", "0"], "p": ["\u{440}", "\u{3c1}"],
            "c": ["\u{441}"], "x": ["\u{445}"], "y": ["\u{443}"], "s": ["\u{455}"],
        ]
        await propertyCheck(input: Gen.character(in: "a"..."z").string(of: 1...12), Gen.uint64()) { name, seed in
            var bits = seed
            let disguised = String(name.map { letter -> Character in
                defer { bits >>= 1 }
                guard bits & 1 == 1, let choices = lookAlikes[letter] else { return letter }
                return choices[Int(bits >> 1) % choices.count]
            })
            #expect(NameRules.skeleton(disguised) == NameRules.skeleton(name), "\(disguised) passes for \(name)")
        }
    }
}
