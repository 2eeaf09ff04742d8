import Foundation
import SetTestSupport
import Testing

@testable import SetStore

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct AtomicFileTests {
    let directory = TemporaryDirectory()

    @Test func writeReplacesTheFileAndLeavesNoTemporary() throws {
        let url = directory.url.appendingPathComponent("scores.json")
        try AtomicFile.write(Data("old".utf8), to: url)
        try AtomicFile.write(Data("new".utf8), to: url)
        #expect(try directory.read("scores.json") == "new")
        #expect(directory.fileNames == ["scores.json"])
    }

    @Test(arguments: [AtomicFile.Step.writeTemporary, .syncTemporary])
    func aCrashBeforeTheRenameLeavesTheOldFileIntact(step: AtomicFile.Step) throws {
        let url = directory.url.appendingPathComponent("scores.json")
        try AtomicFile.write(Data("old".utf8), to: url)
        let temporary = try AtomicFile.write(Data("new".utf8), to: url, stoppingAfter: step)
        #expect(try directory.read("scores.json") == "old")
        #expect(try String(decoding: Data(contentsOf: temporary), as: UTF8.self) == "new")
        #expect(temporary.deletingLastPathComponent() == url.deletingLastPathComponent())
        #expect(temporary.lastPathComponent.hasPrefix(".scores.json."))
    }

    @Test func leftoversOfDeadWritesGoOnlyTheirOwnAndOnlyOnceOldEnough() throws {
        let url = directory.url.appendingPathComponent("scores.json")
        try AtomicFile.write(Data("old".utf8), to: url)
        let leftover = try AtomicFile.write(Data("new".utf8), to: url, stoppingAfter: .writeTemporary)
        let written = try #require(try FileManager.default.attributesOfItem(atPath: leftover.path)[.modificationDate] as? Date)
        try directory.write("mine", to: ".savedgame.json.abc123")
        try directory.write("mine", to: ".scores.json.notes")

        AtomicFile.removeLeftovers(of: url, olderThan: 60, now: written.addingTimeInterval(59))
        #expect(directory.fileNames.contains(leftover.lastPathComponent))
        AtomicFile.removeLeftovers(of: url, olderThan: 60, now: written.addingTimeInterval(60))
        #expect(directory.fileNames == [".savedgame.json.abc123", ".scores.json.notes", "scores.json"])
        #expect(try directory.read("scores.json") == "old")
    }

    @Test func theRenameIsTheCommitPoint() throws {
        let url = directory.url.appendingPathComponent("scores.json")
        try AtomicFile.write(Data("old".utf8), to: url)
        try AtomicFile.write(Data("new".utf8), to: url, stoppingAfter: .rename)
        #expect(try directory.read("scores.json") == "new")
        #expect(directory.fileNames == ["scores.json"])
    }

    @Test func createsMissingDirectories() throws {
        let url = directory.url.appendingPathComponent("a/b/savedgame.json")
        try AtomicFile.write(Data("x".utf8), to: url)
        #expect(try directory.read("a/b/savedgame.json") == "x")
    }

    @Test func aFailedWriteReportsTheFileAndLeavesNoTemporary() throws {
        let blocker = directory.url.appendingPathComponent("target")
        try FileManager.default.createDirectory(at: blocker.appendingPathComponent("inside"), withIntermediateDirectories: true)
        #expect(throws: StoreError.self) { try AtomicFile.write(Data("x".utf8), to: blocker) }
        #expect(directory.fileNames == ["target"])
    }
}
