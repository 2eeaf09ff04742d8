import SetApp
import SetCore
import SetTestSupport
import Testing

/// The computer's brisk level (issue 24 item 10) as a mode the player chooses.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct BriskModeTests {
    @Test("brisk is a mode of its own: named by --mode computer, titled, ranked as vs-brisk")
    func briskIsAMode() {
        #expect(PlayMode(name: "computer", level: .brisk) == .computer(.brisk))
        #expect(PlayMode.computer(.brisk).title == "vs CPU brisk")
        #expect(GameMode.computer(.brisk).name == "vs-brisk")
        #expect(GameMode.listed.contains(.computer(.brisk)))
    }
}
