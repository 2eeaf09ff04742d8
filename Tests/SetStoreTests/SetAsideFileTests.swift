import Foundation
import SetTestSupport
import Testing

@testable import SetStore

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SetAsideFileTests {
    let directory = TemporaryDirectory()

    @Test func namesTheFileByTheTimeAndCountsWhenTaken() throws {
        let url = directory.url.appendingPathComponent("scores.json")
        try directory.write("first", to: "scores.json")
        let first = try SetAsideFile.setAside(url, at: day(), reason: "it is damaged")
        try directory.write("second", to: "scores.json")
        let second = try SetAsideFile.setAside(url, at: day(), reason: "it is damaged")
        let stem = first.keptAs.lastPathComponent
        #expect(stem.wholeMatch(of: /scores\.json\.corrupt-\d{8}-\d{6}/) != nil)
        #expect(second.keptAs.lastPathComponent == stem + "-2")
        #expect(try directory.read(stem) == "first")
        #expect(try directory.read(stem + "-2") == "second")
        #expect(!FileManager.default.fileExists(atPath: url.path))
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        #expect(stem == "scores.json.corrupt-" + formatter.string(from: day()))
        #expect(first.notice == "scores.json was unreadable (it is damaged) and was kept as \(stem)")
    }
}
