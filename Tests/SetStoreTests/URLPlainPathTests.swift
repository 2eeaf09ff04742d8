import Foundation
import PropertyBased
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// `plainPath`, which the stores hand to the file system: always what Foundation's `path`
/// says, for any directory and file names, relative or absolute.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct URLPlainPathTests {
    /// Names made of plain letters and of the bytes a URL escapes or treats apart: a space,
    /// `%` (also before hex digits), `é`, dots, and a doubled slash.
    static let pieces = ["a", "set-game", "scores.json", " ", "%", "%20", "%C3", "é", ".", "..", "~", "#", "?", ";", "/", "//"]

    /// A name of one to four pieces, from `random`.
    static func name(_ random: inout SplitMix64) -> String {
        (0..<Int(1 + random.next() % 4)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
    }

    @Test("plainPath is path, for directories and files with any names, relative or absolute")
    func sameAsPath() async {
        await propertyCheck(count: 2_000, input: Gen.uint64()) { seed in
            var random = SplitMix64(seed: seed)
            let start = (random.next() % 3 == 0 ? "" : "/") + Self.name(&random)
            var url = URL(fileURLWithPath: start, isDirectory: random.next() % 2 == 0)
            for _ in 0..<Int(random.next() % 3) {
                url = url.appendingPathComponent(Self.name(&random), isDirectory: random.next() % 2 == 0)
            }
            #expect(url.plainPath == url.path, "\(url)")
        }
    }

    @Test("the root, a trailing slash and an escaped name read as path reads them")
    func examples() {
        #expect(URL(fileURLWithPath: "/", isDirectory: true).plainPath == "/")
        #expect(URL(fileURLWithPath: "//", isDirectory: true).plainPath == "/")
        #expect(URL(fileURLWithPath: "/tmp/x//", isDirectory: true).plainPath == "/tmp/x")
        let escaped = URL(fileURLWithPath: "/home/my user/é%20x", isDirectory: true).appendingPathComponent("a b.json", isDirectory: false)
        #expect(escaped.plainPath == "/home/my user/é%20x/a b.json")
    }
}
