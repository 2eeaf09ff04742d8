import Foundation
import EndToEndSupport
import SetTestSupport
import Testing

/// Animation in a real terminal: the launch deal arrives over time, then settles exactly
/// where the cards rest without animation, and the program then sleeps.
@Suite("Animation in a terminal (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct AnimationEndToEndTests {
    @Test("the launch deal shows fewer than 12 cards at first, then all 12 in their slots")
    func launchDeal() throws {
        let still = try TmuxSession(["--seed", "1", "--no-animation"], environment: BoardEndToEndTests.utf8)
        let rest = try still.waitFor("12 cards") { BoardEndToEndTests.visibleLabels($0).count == 12 }

        let moving = try TmuxSession(["--seed", "1", "--speed", "0.25"], environment: BoardEndToEndTests.utf8)
        let early = try moving.waitFor(text: "Deck 69", settled: false)
        #expect(BoardEndToEndTests.visibleLabels(early).count < 12)
        let settled = try moving.waitFor("the deal to settle", seconds: 15) { Array($0.dropFirst(2)) == Array(rest.dropFirst(2)) }
        #expect(BoardEndToEndTests.visibleLabels(settled).count == 12)
    }

    @Test("a card key during the deal acts at once")
    func keysDuringDeal() throws {
        let session = try TmuxSession(["--seed", "1", "--speed", "0.25"], environment: BoardEndToEndTests.utf8)
        try session.waitFor(text: "Deck 69", settled: false)
        try session.send("Space")
        try session.waitFor(text: "Deck 66", seconds: 3, settled: false)
    }

    @Test("once everything has landed the game sleeps: almost no CPU while idle")
    func idleSleeps() throws {
        let session = try TmuxSession(["--seed", "1"], environment: BoardEndToEndTests.utf8)
        try session.waitFor("the deal to settle", seconds: 15) { BoardEndToEndTests.visibleLabels($0).count == 12 }
        Thread.sleep(forTimeInterval: 0.5)
        let pid = try session.gamePID()
        let before = try ProcessTable.cpuTicks(pid)
        Thread.sleep(forTimeInterval: 3)
        let used = try ProcessTable.cpuTicks(pid) - before
        #expect(used <= 5, "the idle game used \(used) ticks of CPU in 3 s")
    }
}
