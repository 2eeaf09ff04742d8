import Foundation
import EndToEndSupport
import SetTestSupport
import Testing

/// Another process holding the score database in an exclusive transaction (Python's
/// sqlite3, `BEGIN EXCLUSIVE`) while the real binary starts and quits: the board is drawn,
/// the player told when the records are first read (the Scores tab), `Q` obeyed.
@Suite("A held score lock (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct HeldLockEndToEndTests {
    @Test("the game starts, says the scores are busy when F2 reads them, and quits at once")
    func heldLock() throws {
        let probe = try TmuxSession.interactiveShell()
        let directory = probe.dataDirectory.appendingPathComponent("set-game")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let database = directory.appendingPathComponent("scores.sqlite").path
        // The holder prints its marker itself once the lock is taken, however slowly Python
        // starts on a busy machine (the line typed shows 'HE'+'LD', not the marker).
        let holder = "import sqlite3, time; c = sqlite3.connect('\(database)', isolation_level=None); c.execute('BEGIN EXCLUSIVE'); print('HE'+'LD', flush=True); time.sleep(30)"
        try probe.send("python3 -c \"\(holder)\" &", "Enter")
        try probe.waitFor(text: "HELD")
        let session = try TmuxSession(
            ["--seed", "1", "--no-animation", "--data-dir", directory.path], environment: BoardEndToEndTests.utf8
        )
        try session.waitFor(text: "Deck 69")
        try session.send("F2")
        try session.waitFor(text: "Scores are busy", seconds: 5)
        try session.send("Q", "y")
        try session.waitFor(text: "EXIT=0", seconds: 3)
        try probe.send("kill %1", "Enter")
    }
}
