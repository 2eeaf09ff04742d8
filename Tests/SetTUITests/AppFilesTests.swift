import Foundation
@testable import SetApp
import SetCore
import SetRender
import SetStore
import SetTestSupport
import Testing

@testable import SetTUI

/// A finished test-mode game with the given score.
private func summary(_ score: Int) -> GameSummary {
    GameSummary(score: score, durationSeconds: 30, setsFound: 27, mistakes: 0, hints: 0, mode: .test, seed: 1, secondsPerSet: [])
}

/// The scores of the test mode's list (the mode of these tests' games) `files` answer with.
func listed(_ files: AppFiles) -> [Int] {
    files.perform(.listScores(.test)).compactMap { if case .scoresListed(let ranked) = $0 { ranked.records.map(\.score) } else { nil } }.first ?? []
}

/// The notices among `messages`.
private func notices(_ messages: [AppMessage]) -> [String] {
    messages.compactMap { if case .notice(let text) = $0 { text } else { nil } }
}

@Suite("The files behind the app: failures are told, nothing is lost that can be kept", .timeLimit(.minutes(1)), .takesTurns)
struct AppFilesTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("AppFilesTests-\(UUID().uuidString)")

    @Test("a data directory that cannot be created: a notice at launch, the game goes on, scores kept in memory")
    func unwritableDirectory() throws {
        let files = AppFiles(dataDirectory: "/proc/nonexistent/x", settings: AppSettings())
        let launch = notices(files.launchMessages())
        #expect(launch == ["Scores won't be saved: could not create the directory /proc/nonexistent/x: No such file or directory — use --data-dir"])
        let answer = files.perform(.recordScore(summary(40)))
        guard case .scoresChanged(let overview, let rank, _)? = answer.first, case .scoreNotSaved(let reason)? = answer.last else {
            Issue.record("\(answer)")
            return
        }
        #expect(overview.listed(in: .test) == 1 && rank == 1)
        #expect(listed(files) == [40], "the score kept in memory is listed")
        #expect(reason.contains("No such file or directory"))
        #expect(!reason.contains("NSCocoaErrorDomain"))
        #expect(notices(files.perform(.saveGame(GameSave(GameSnapshot(game: MatchingGame<SetCard>(seed: 1), clock: 5, seed: 1, moves: []))))).count == 1)
        #expect(files.saveFailure?.contains("No such file or directory") == true)
    }

    @Test("a score that cannot be written is kept and written with the next game's")
    func scoreRetried() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        _ = files.launchMessages()
        let scoresFile = directory.appendingPathComponent("scores.sqlite")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        chmod(directory.path, 0o500)  // no writes: the temporary file cannot be made
        let failed = files.perform(.recordScore(summary(40)))
        chmod(directory.path, 0o700)
        if getuid() != 0 {  // root writes anyway
            #expect(failed.contains { if case .scoreNotSaved = $0 { true } else { false } })
            #expect(!FileManager.default.fileExists(atPath: scoresFile.path))
        }
        let next = files.perform(.recordScore(summary(50)))
        guard case .scoresChanged(let overview, let rank, _)? = next.first else {
            Issue.record("\(next)")
            return
        }
        #expect(next.count == 1)
        #expect(overview.listed(in: .test) == 2 && rank == 1)
        #expect(listed(files) == [50, 40])
        #expect(listed(AppFiles(dataDirectory: directory.path, settings: AppSettings())) == [50, 40], "both on disk")
    }

    @Test("both files unreadable: both notices reach the player, the score list's once the Scores tab reads the records")
    func bothCorrupt() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{ not json".utf8).write(to: directory.appendingPathComponent("scores.json"))
        try Data("[1, 2".utf8).write(to: directory.appendingPathComponent("savedgame.json"))
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        #expect(files.resumeOffers.isEmpty)
        var app = AppModel(settings: AppSettings(animated: false), seed: 1, width: 80, height: 24, now: 0)
        for message in files.launchMessages() { app.update(message, at: 0) }
        #expect(app.render().shows("The saved SET game cannot be resumed: savedgame.json was"))
        #expect(!app.render().shows("scores.json was unreadable"), "the records are not read at launch")
        app.update(.input(.key(.escape)), at: 1)  // the save's notice read
        var effects = app.update(.input(.key(.function(2))), at: 1)
        while !effects.isEmpty {
            effects = effects.flatMap { effect in files.perform(effect).flatMap { app.update($0, at: 1) } }
        }
        #expect(app.render().shows("scores.json was unreadable"))
    }

    @Test("a save written on quit is offered at the next launch, and replays to the same game")
    func saveAndResume() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var app = AppModel(settings: AppSettings(animated: false), seed: 3, width: 80, height: 24, now: 0)
        app.update(.input(.character("q")), at: 2)
        app.update(.input(.character("h")), at: 3)
        app.update(.input(.character("h")), at: 4)
        let effects = app.update(.quit, at: 6)
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        for effect in effects { _ = files.perform(effect) }
        #expect(files.saveFailure == nil)
        let next = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        let offer = try #require(next.resumeOffers.first?.save.snapshot(of: SetCard.self))
        #expect(next.resumeOffers.count == 1)
        #expect(offer.game == app.game)
        #expect(offer.moves == app.setBoard.moves)
        #expect(offer.clock == app.gameNow)
    }

    @Test("both games saved on quit are offered at the next launch, each on its tab; a damaged Cards save is told and set aside alone")
    func twoGamesSavedAndOneDamaged() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var app = AppModel(settings: AppSettings(animated: false), seed: 3, width: 100, height: 30, now: 0)
        app.update(.input(.character("q")), at: 2)
        app.update(.input(.key(.function(5))), at: 2)
        app.update(.input(.character("q")), at: 4)
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        for effect in app.update(.quit, at: 6) { _ = files.perform(effect) }
        #expect(files.saveFailure == nil)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(names == ["savedgame-cards.json", "savedgame.json"])
        let next = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        #expect(next.resumeOffers.map(\.slot) == [.standard, .cards])
        let cards = try #require(next.resumeOffers.last?.save.snapshot(of: PlayingCard.self))
        #expect(cards.game == app.cardsBoard.game && cards.clock == app.cardsBoard.gameNow)

        try Data("{ \"version\" : 2, \"content\" : ".utf8).write(to: directory.appendingPathComponent("savedgame-cards.json"))
        let third = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        #expect(third.resumeOffers.map(\.slot) == [.standard])
        let told = notices(third.launchMessages())
        #expect(told.count == 1)
        #expect(told.first?.hasPrefix("The saved Cards game cannot be resumed: savedgame-cards.json was unreadable") == true)
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(kept.contains("savedgame.json") && !kept.contains("savedgame-cards.json"))
        #expect(kept.contains { $0.hasPrefix("savedgame-cards.json.corrupt-") })
    }

    @Test("the mode chosen is written once per change: starting the same mode again leaves settings.json alone")
    func modeWrittenOncePerChange() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        let settings = directory.appendingPathComponent("settings.json")
        #expect(files.perform(.rememberMode(.junior)).isEmpty)
        #expect(FileManager.default.fileExists(atPath: settings.path))
        try FileManager.default.removeItem(at: settings)
        #expect(files.perform(.rememberMode(.junior)).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: settings.path), "the same mode again: not written")
        #expect(files.perform(.rememberMode(.standard)).isEmpty)
        #expect(FileManager.default.fileExists(atPath: settings.path), "another mode: written")
    }
}

private extension Grid {
    func shows(_ text: String) -> Bool { lines.contains { $0.contains(text) } }
}
