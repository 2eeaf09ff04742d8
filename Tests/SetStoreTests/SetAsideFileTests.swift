import Foundation
import Testing

@testable import SetStore

@Suite struct SetAsideFileTests {
    let directory = TemporaryDirectory()

    @Test func namesTheFileByTheTimeAndCountsWhenTaken() throws {
        let url = directory.url.appendingPathComponent("scores.json")
        try directory.write("first", to: "scores.json")
        let first = try SetAsideFile.setAside(url, at: day())
        try directory.write("second", to: "scores.json")
        let second = try SetAsideFile.setAside(url, at: day())
        let stem = first.keptAs.lastPathComponent
        #expect(stem.wholeMatch(of: /scores\.json\.corrupt-\d{8}-\d{6}/) != nil)
        #expect(second.keptAs.lastPathComponent == stem + "-2")
        #expect(try directory.read(stem) == "first")
        #expect(try directory.read(stem + "-2") == "second")
        #expect(!FileManager.default.fileExists(atPath: url.path))
        #expect(first.notice == "scores.json was unreadable and was kept as \(stem)")
    }
}
