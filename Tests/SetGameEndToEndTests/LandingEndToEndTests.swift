import Foundation
import SetCore
import EndToEndSupport
import SetTestSupport
import Testing

/// A card can be chosen only once it has landed, in the real binary at the slowest speed:
/// the keys of a set pressed while the deal is still flying choose nothing.
@Suite("Keys before the cards land (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct LandingEndToEndTests {
    @Test("at --speed 0.25, the three keys of a set pressed before its cards land score nothing; after landing they score")
    func keysBeforeLandingChooseNothing() throws {
        let game = MatchingGame<SetCard>(seed: 1)
        // The set whose last card is dealt last: the deal lands in slot order, so its key
        // has the longest time (seconds at this speed) to arrive before that card lands.
        let set = try #require(game.matchesOnTable.max { a, b in
            a.map { game.slot(of: $0)! }.max()! < b.map { game.slot(of: $0)! }.max()!
        })
        let labels = BoardEndToEndTests.labels()
        let keys = set.map { labels[game.slot(of: $0)!] }
        let last = labels[set.map { game.slot(of: $0)! }.max()!]
        // A machine that stalls for seconds could let the card land before the key is sent:
        // then the attempt proves nothing and is tried again on a fresh game.
        for attempt in 1...3 {
            let session = try TmuxSession(["--seed", "1", "--speed", "0.25"], environment: BoardEndToEndTests.utf8)
            try session.waitFor("the first frame", settled: false) { $0.count > 1 && $0[1].contains("Score 0") }
            for key in keys { try session.send(key) }
            let sent = try session.screen()
            guard !BoardEndToEndTests.visibleLabels(sent).contains(last) else {
                print("attempt \(attempt): card \(last) had landed before its key was sent; trying again")
                continue
            }
            let landed = try session.waitFor("all 12 cards to land", seconds: 30) { BoardEndToEndTests.visibleLabels($0).count == 12 }
            #expect(landed[1].contains("Sets 0") && landed[1].contains("Score 0"), "\(landed[1])")
            #expect(!landed.joined().contains("Set!"))
            #expect(BoardEndToEndTests.visibleLabels(landed, corners: "┏╔").isEmpty, "no card is selected")
            // The same keys once the cards have landed do score: the keys were a set.
            for key in keys { try session.send(key) }
            let scored = try session.waitFor(text: "Set! +", settled: false)
            #expect(scored[1].contains("Sets 1"))
            return
        }
        Issue.record("in three attempts the deal landed before the keys were sent")
    }
}
