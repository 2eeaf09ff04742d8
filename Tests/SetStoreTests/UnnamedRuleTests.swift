import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// ``MatchRule`` is open to new rules; saves name only the ones they know. A game under
/// another is refused with a reason, in either format, never trapped on.
@Suite("A game under a rule saves cannot name is refused, not trapped on", .timeLimit(.minutes(1)), .takesTurns)
struct UnnamedRuleTests {
    static let rule = MatchRule(name: "pairs-of-three", judgesContent: false)

    @Test("format 2 (a move log) and format 1 (no log) both throw, naming the rule, and write nothing")
    func refused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("unnamed-rule-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = SaveStore(directory: directory)
        let game = MatchingGame<SetCard>(seed: 7, rule: Self.rule, startedAt: 0)
        for moves in [[TimedMove(.hint, at: 1)], nil] {
            let saved = SavedGame(savedAt: Date(timeIntervalSince1970: 0), game: game, elapsedSeconds: 2, seed: 7, mode: .test, moves: moves)
            #expect(SaveDocument(saved) == nil)
            #expect(throws: StoreError.self) { try store.save(saved) }
            do {
                try store.save(saved)
            } catch {
                #expect("\(error)".contains("rule pairs-of-three has no name in saves"), "\(error)")
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }
}
