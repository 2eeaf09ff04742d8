import Foundation
import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

@testable import SetTUI

/// Every finished game's moves are kept with its score record (issue 24 item 16), so that
/// dealing its seed again and playing them gives the very game that was scored.
@Suite("A finished game's record keeps its moves, which replay to its score", .timeLimit(.minutes(1)), .takesTurns)
struct RecordedMovesTests {
    @Test("a test-mode game played to the end: its record, written and read back, replays to the same end and score")
    func recordReplays() throws {
        var app = AppModel(settings: AppSettings(animated: false, rule: .anyGroup), seed: 5, width: 80, height: 24, now: 100)
        app.update(.tick, at: 101)  // a game whose clock did not start at 0
        var effects: [AppEffect] = []
        func type(_ character: Character, at time: Double) { effects += app.update(.input(.character(character)), at: time) }
        var time = 102.0
        while !app.game.isOver && time < 700 {
            if time.truncatingRemainder(dividingBy: 7) == 0 { type("h", at: time) }
            for card in app.game.table.prefix(3) { type(Character(app.labels[app.game.slot(of: card.id)!]), at: time + 0.5) }
            if !app.game.isOver { effects += app.update(.input(.key(.escape)), at: time + 0.5) }
            time += 1
        }
        let summary = try #require(effects.lazy.compactMap { if case .recordScore(let summary) = $0 { summary } else { nil } }.first)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("RecordedMovesTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try ScoreStore(directory: directory).append([AppFiles.record(summary, date: Date())])
        let store = ScoreStore(directory: directory)
        let record = try #require(try store.ranking(of: try store.load().overview.modes[0]).records.first)
        let moves = try #require(record.moves)
        #expect(moves.first?.at ?? -1 >= 0 && moves.allSatisfy { $0.at <= record.durationSeconds }, "times from the game's start")
        #expect(moves.contains { $0.move == .hint }, "hints are moves too")
        let replayed = MatchingGame<SetCard>(seed: record.seed, rule: .anyGroup, startedAt: 0, replaying: moves)
        #expect(replayed.isOver)
        #expect(replayed.score == record.score && replayed.statistics.matchesFound == record.setsFound)
    }
}
