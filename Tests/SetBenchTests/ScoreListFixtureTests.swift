import Foundation
import SetCore
import SetStore
import Testing

@testable import SetBench

@Suite(.timeLimit(.minutes(10))) struct ScoreListFixtureTests {
    @Test("the bench's score list is one the store reads whole: the records asked for in every mode")
    func theStoreReadsIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ScoreListFixtureTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("set-game"), withIntermediateDirectories: true)
        try ScoreListFixture(perMode: 4).write(to: directory)
        let loaded = try ScoreStore(directory: directory.appendingPathComponent("set-game")).load()
        #expect(loaded.setAside == nil)
        #expect(loaded.board.modes == GameMode.known)
        for mode in GameMode.known { #expect(loaded.board.records(in: mode).count == 4) }
        #expect(loaded.board.records.allSatisfy { $0.secondsPerSet?.count == $0.setsFound })
    }
}
