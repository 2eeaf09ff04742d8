import Foundation
import EndToEndSupport
import Testing

/// Another process holding scores.json.lock (`flock DIR/scores.json.lock sleep 30`) while
/// the real binary starts and quits: the board is drawn, the player told, `Q` obeyed.
@Suite("A held score lock (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(10)))
struct HeldLockEndToEndTests {
    @Test("the game starts, says the scores are busy, and quits at once")
    func heldLock() throws {
        let probe = try TmuxSession.interactiveShell()
        let directory = probe.dataDirectory.appendingPathComponent("set-game")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"version": 1, "records": []}"#.utf8).write(to: directory.appendingPathComponent("scores.json"))
        try probe.send("flock \(directory.path)/scores.json.lock sleep 30 &", "Enter")
        try probe.waitFor(text: "prompt$ ")
        let session = try TmuxSession(
            ["--seed", "1", "--no-animation", "--data-dir", directory.path], environment: BoardEndToEndTests.utf8
        )
        try session.waitFor(text: "Scores are busy", seconds: 5)
        try session.waitFor(text: "Deck 69")
        try session.send("Q", "y")
        try session.waitFor(text: "EXIT=0", seconds: 3)
        try probe.send("kill %1", "Enter")
    }
}
