import Foundation
import SetStore
import EndToEndSupport
import SetTestSupport
import Testing

/// The app shell in a real terminal: a finished game is ranked, a quit game resumes, a
/// broken score file is kept aside. Each test has its own data directory.
@Suite("The app shell in a terminal (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
final class ShellEndToEndTests {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-shell-\(UUID().uuidString.prefix(8))")

    /// Removes the test's data directory, once its sessions (and the games in them) are gone.
    deinit {
        try? FileManager.default.removeItem(at: data)
    }

    /// Starts the game with its files in `data`/set-game, named by `--data-dir` (the session's
    /// own `XDG_DATA_HOME` points elsewhere, so the flag must win).
    private func start(_ arguments: [String] = ["--seed", "1", "--no-animation", "--test-mode"]) throws -> TmuxSession {
        let directory = data.appendingPathComponent("set-game").path
        let session = try TmuxSession(arguments + ["--data-dir", directory], width: 100, height: 30, environment: BoardEndToEndTests.utf8)
        try session.waitFor(text: "F1 Board")
        return session
    }

    /// Takes sets (any three cards, in test mode) until the game is over.
    static func finishGame(_ session: TmuxSession) throws {
        for _ in 0..<40 {
            let lines = try session.screen()
            if lines.joined().contains("Game over") { return }
            let labels = BoardEndToEndTests.visibleLabels(lines)
            guard labels.count >= 3 else {
                Thread.sleep(forTimeInterval: 0.05)
                continue
            }
            for label in labels.prefix(3) { try session.send(label, literal: true) }
            try session.send("Space")  // takes the set away; after the last one it does nothing (Esc would close the popup)
            try session.waitFor("the table to change") { $0 != lines }
        }
    }

    @Test("a finished game shows the popup with its rank and is first on the Scores tab")
    func finishedGameIsRanked() throws {
        let session = try start()
        try Self.finishGame(session)
        let popup = try session.waitFor(text: "Rank         1 of 1")
        let score = try #require(popup.first { $0.contains("Score        ") }?.split(separator: " ").first { Int($0) != nil })
        try session.send("F2")
        let scores = try session.waitFor(text: "Rank  Score  Finished")
        #expect(scores[3].hasPrefix("    1 ") && scores[3].contains(" \(score)  "), "\(scores.joined(separator: "\n"))")
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("set-game/scores.sqlite").path))
    }

    @Test("quitting mid-game saves it; the next launch offers to resume it")
    func quitAndResume() throws {
        let first = try start()
        try first.send("q", "w", "e", "Escape")
        try first.waitFor(text: "Sets 1")
        try first.send("Q", "y")
        try first.waitFor(text: "EXIT=0")
        let second = try start()
        try second.waitFor(text: "Resume game from")
        try second.send("y")
        let lines = try second.waitFor(text: "Game resumed")
        #expect(lines[1].contains("Sets 1"))
        #expect(lines[1].contains("Deck 66"))
        try second.send("Q", "y")
        try second.waitFor(text: "EXIT=0")
        let third = try start()
        try third.waitFor(text: "Resume game from")
    }

    @Test("the mouse wheel scrolls the Scores tab")
    func wheelScrollsScores() throws {
        let store = ScoreStore(directory: data.appendingPathComponent("set-game"))
        for index in 0..<40 {
            _ = try store.append([ScoreRecord(
                score: 1000 - index, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: 300,
                setsFound: 20, mistakes: 0, hints: 0, mode: .test, seed: 7
            )])
        }
        let session = try start()
        try session.send("F2")
        try session.waitFor(text: "1–")
        try session.wheel(down: true, x: 20, y: 10)
        try session.wheel(down: true, x: 20, y: 10)
        let scrolled = try session.waitFor("row 7 on top") { $0[3].hasPrefix("    7    994") }
        #expect(scrolled[3].hasPrefix("    7    994"))
        try session.wheel(down: false, x: 20, y: 10)
        try session.waitFor("row 4 on top") { $0[3].hasPrefix("    4    997") }
    }

    @Test("an unreadable score file is kept aside, the player is told when F2 reads the records, and play goes on")
    func corruptScoresKeptAside() throws {
        let directory = data.appendingPathComponent("set-game")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{ not json".utf8).write(to: directory.appendingPathComponent("scores.json"))
        let session = try start()
        try session.waitFor(text: "Deck")
        try session.send("F2")
        try session.waitFor(text: "scores.json was unreadable")
        try session.send("Escape")
        try session.waitFor("the note to close") { !$0.joined().contains("unreadable") }
        try session.send("F1")
        try session.send("Space")
        try session.waitFor(text: "Deck 66")
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix("scores.json.corrupt-") }
        #expect(kept.count == 1)
    }
}
