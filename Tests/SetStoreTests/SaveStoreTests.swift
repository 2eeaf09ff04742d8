import Foundation
import SetTestSupport
import Testing

@testable import SetStore

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SaveStoreTests {
    let directory = TemporaryDirectory()
    var store: SaveStore { SaveStore(directory: directory.url, clock: { day() }) }
    let saved = savedGame()

    @Test func nothingSavedLoadsAsNone() {
        #expect(store.load() == .none)
    }

    @Test func aSaveLoadsBackWhole() throws {
        try store.save(saved)
        #expect(store.load() == .saved(saved))
        #expect(directory.fileNames == ["savedgame.json"])
    }

    @Test func aSaveClearsAwayOnlyLeftoversAMinuteOld() throws {
        try store.save(saved)
        let old = try AtomicFile.write(Data("half".utf8), to: store.fileURL, stoppingAfter: .writeTemporary)
        let fresh = try AtomicFile.write(Data("half".utf8), to: store.fileURL, stoppingAfter: .writeTemporary)
        let longAgo = Date().addingTimeInterval(-SaveStore.leftoverAge - 1)
        try FileManager.default.setAttributes([.modificationDate: longAgo], ofItemAtPath: old.path)
        try store.save(saved)
        #expect(directory.fileNames == [fresh.lastPathComponent, "savedgame.json"])
    }

    @Test func aLaterSaveReplacesTheEarlier() throws {
        try store.save(saved)
        var later = saved
        later.elapsedSeconds = 99
        try store.save(later)
        #expect(store.load() == .saved(later))
    }

    @Test func discardRemovesTheSaveAndIsHarmlessTwice() throws {
        try store.save(saved)
        try store.discard()
        #expect(store.load() == .none)
        try store.discard()
        #expect(directory.fileNames.isEmpty)
    }

    @Test func aBrokenSaveIsRefusedAndSetAside() throws {
        try directory.write(#"{"version": 1, "game": "#, to: "savedgame.json")
        guard case let .refused(reason) = store.load() else { Issue.record("not refused"); return }
        let keptName = try #require(directory.fileNames.first)
        #expect(keptName.wholeMatch(of: /savedgame\.json\.corrupt-\d{8}-\d{6}/) != nil)
        #expect(reason == "savedgame.json was unreadable (it is not complete JSON) and was kept as \(keptName)")
        #expect(store.load() == .none)
    }

    @Test func aNewerSaveIsRefusedAndNeverOverwritten() throws {
        let newer = #"{"version": 5, "anything": true}"#
        try directory.write(newer, to: "savedgame.json")
        let refusal = StoreError.newerVersion(file: "savedgame.json", version: 5, supported: 2)
        #expect(store.load() == .refused(reason: refusal.description))
        try store.save(saved)
        #expect(try directory.read("savedgame.json") == newer)
        #expect(directory.fileNames == ["savedgame.format2.json", "savedgame.json"])
    }
}
