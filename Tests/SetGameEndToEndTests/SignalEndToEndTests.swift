import Foundation
import SetApp
import SetFrame
import EndToEndSupport
import SetTestSupport
import Testing

/// Every signal that ends the game and lets code run, sent to the real binary mid-game:
/// the game is saved, the terminal given back, and the shell sees 128 + the signal.
@Suite("Signals that end the game (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct SignalEndToEndTests {
    @Test("the signal saves the game in progress, restores the terminal and ends with 128 + its number", arguments: StopSignal.allCases)
    func signalSaves(signal: StopSignal) throws {
        let session = try BoardEndToEndTests.start()
        try session.send("Space")
        try session.waitFor(text: "Deck 66")
        kill(try session.gamePID(), signal.rawValue)
        let lines = try session.waitFor(text: "EXIT=\(128 + signal.rawValue)", seconds: 5)
        #expect(!lines.joined().contains("Deck 66"), "the shell's screen is back")
        let save = session.dataDirectory.appendingPathComponent("set-game/savedgame.json")
        #expect(FileManager.default.fileExists(atPath: save.path), "saved before ending")
    }
}
