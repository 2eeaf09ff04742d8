import Foundation
import PropertyBased
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// The path `makeDirectories` creates, standardized by hand: the components Foundation's
/// `standardizedFileURL` leaves, for any names with dots among them.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct StandardizedPathTests {
    @Test("dots go, a double dot takes the component before it, and never climbs above the root")
    func examples() {
        #expect(SystemFileSystem.standardizedComponents(of: "/a/b/../c") == ["a", "c"])
        #expect(SystemFileSystem.standardizedComponents(of: "/a/./b/") == ["a", "b"])
        #expect(SystemFileSystem.standardizedComponents(of: "/../../x//y") == ["x", "y"])
        #expect(SystemFileSystem.standardizedComponents(of: "/a/.../..b/b..") == ["a", "...", "..b", "b.."])
        #expect(SystemFileSystem.standardizedComponents(of: "/").isEmpty)
    }

    @Test("the components are those of Foundation's standardized path, for names full of dots")
    func sameAsFoundation() async {
        let pieces = ["a", "set-game", ".", "..", "...", ".x", " ", "é", "%20"]
        await propertyCheck(count: 2_000, input: Gen.uint64()) { seed in
            var random = SplitMix64(seed: seed)
            let names = (0..<Int(1 + random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
            let url = URL(fileURLWithPath: "/" + names.joined(separator: "/"), isDirectory: true)
            let foundation = url.standardizedFileURL.path.split(separator: "/")
            #expect(SystemFileSystem.standardizedComponents(of: url.plainPath) == foundation, "\(url.path)")
        }
    }

    @Test("the directories are made where the standardized path says")
    func makesTheStandardizedDirectory() throws {
        let temporary = TemporaryDirectory()
        let asked = temporary.url.appendingPathComponent("a/./b/../c", isDirectory: true)
        try SystemFileSystem().makeDirectories(asked)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("a/c").path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
        #expect(!FileManager.default.fileExists(atPath: temporary.url.appendingPathComponent("a/b").path))
    }
}
