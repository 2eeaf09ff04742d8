import Foundation
import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

/// A data directory of its own for one test.
private func scratchDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mode-saves-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// `Q` `y` at `time`: the save of `mode` that quitting calls for.
private func quit(_ app: inout AppModel, at time: Double, mode: GameMode) throws -> GameSave {
    app.type("Q", at: time)
    #expect(app.render().shows("This game is saved"), "the quit question says the game is saved")
    let effects = app.type("y", at: time)
    return try #require(effects.compactMap { effect -> GameSave? in
        if case .saveGame(let save) = effect, save.mode == mode { save } else { nil }
    }.first)
}

/// Writes `save` into a store in `directory`, and the next launch under `settings` answers
/// its offer with y at time 1.
private func relaunch(_ save: GameSave, in directory: URL, settings: AppSettings) throws -> AppModel {
    let store = SaveStore(directory: directory)
    try save.write(to: store, at: Date(timeIntervalSince1970: 1_800_000_000))
    let (offers, refusals) = ResumeOffer.load(from: store, settings: settings)
    #expect(refusals.isEmpty, "\(refusals)")
    #expect(offers.count == 1)
    var next = AppModel.offering(offers, settings: settings, seed: 99, width: 100, height: 30, now: 0)
    next.type("y", at: 1)
    return next
}

@Suite("Daily, computer and duel games are saved on quitting and resumed in their mode", .timeLimit(.minutes(1)), .takesTurns)
struct ModeSavesTests {
    static let day = CalendarDate(year: 2026, month: 11, day: 22)!

    @Test("daily: one set found, quit, resumed: the same board, the found list, 5 sets to find, the clock")
    func daily() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = AppSettings(colorMode: .ansi256, animated: false, mode: .daily(Self.day))
        var app = AppModel(settings: settings, seed: 5, width: 100, height: 30, now: 0)
        let set = try #require(app.game.matchesOnTable.first)
        for id in set { app.type(app.label(of: id), at: 2) }
        app.type("h", at: 3)
        let save = try quit(&app, at: 7, mode: .daily)
        let next = try relaunch(save, in: directory, settings: settings)
        let resumed = try #require(next.setBoard.referee as? DailyReferee)
        let played = try #require(app.setBoard.referee as? DailyReferee)
        #expect(resumed.mode == .daily(Self.day))
        #expect(resumed.daily.found == played.daily.found && resumed.daily.found.count == 1)
        #expect(next.game.table == app.game.table && next.game.table.count == 12, "the found set stays on the table")
        #expect(next.game.score == app.game.score && next.game.statistics == app.game.statistics)
        #expect(next.setBoard.elapsedSeconds == 7)
        #expect(next.render().lines[1].contains("5 sets to find"), "\(next.render().lines[1])")
    }

    @Test("computer: after its take and the player's, quit, resumed: the same table, its tally and pile, its next move, the clock")
    func computer() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = AppSettings(colorMode: .ansi256, animated: false, mode: .computer(.normal))
        var app = AppModel(settings: settings, seed: 3, width: 100, height: 30, now: 0)
        var first = 0.0
        while (app.setBoard.referee as? ComputerReferee)?.computer.sets == 0 && first < 300 {
            first += 1
            app.update(.tick, at: first)
        }
        let set = try #require(app.game.matchesOnTable.first)
        for id in set { app.type(app.label(of: id), at: first + 0.5) }
        app.update(.tick, at: first + 1)
        let played = try #require(app.setBoard.referee as? ComputerReferee)
        #expect(played.computer.sets >= 1 && app.game.statistics.matchesFound == 1)
        let save = try quit(&app, at: first + 1.5, mode: .computer(.normal))
        let next = try relaunch(save, in: directory, settings: settings)
        let resumed = try #require(next.setBoard.referee as? ComputerReferee)
        #expect(resumed.computer.sets == played.computer.sets && resumed.computer.pile == played.computer.pile)
        #expect(resumed.computer.movesAt == played.computer.movesAt, "the computer's next move comes at the same game time")
        #expect(next.game.table == app.game.table && next.game.deck == app.game.deck && next.game.score == app.game.score)
        #expect(next.setBoard.elapsedSeconds == first + 1.5)
    }

    @Test("duel: a claim and a set for player 1, a claim timed out for player 2, quit, resumed: the same points, sets, table and clock")
    func duel() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = AppSettings(colorMode: .ansi256, animated: false, mode: .duel)
        var app = AppModel(settings: settings, seed: 4, width: 100, height: 30, now: 0)
        app.type("1", at: 1)
        let set = try #require(app.game.matchesOnTable.first)
        for id in set { app.type(app.label(of: id), at: 2) }
        app.type("0", at: 3)
        let claim = try #require(app.setBoard.referee as? DuelReferee).duel.rules.claimSeconds
        app.update(.tick, at: 3 + claim + 1)
        let played = try #require(app.setBoard.referee as? DuelReferee)
        #expect(played.duel.sets == [1, 0] && played.duel.points[1] < 0, "player 2's claim ran out with a penalty")
        let save = try quit(&app, at: 3 + claim + 2, mode: .duel)
        let next = try relaunch(save, in: directory, settings: settings)
        let resumed = try #require(next.setBoard.referee as? DuelReferee)
        #expect(resumed.duel.points == played.duel.points && resumed.duel.sets == played.duel.sets)
        #expect(resumed.duel.lockedOut == played.duel.lockedOut)
        #expect(next.game.table == app.game.table && next.game.deck == app.game.deck)
        #expect(next.setBoard.elapsedSeconds == 3 + claim + 2)
    }

    @Test("a tampered save of each mode is set aside and reported, never resumed")
    func tampered() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = AppSettings(colorMode: .ansi256, animated: false, mode: .duel)
        var app = AppModel(settings: settings, seed: 4, width: 100, height: 30, now: 0)
        app.type("1", at: 1)
        let set = try #require(app.game.matchesOnTable.first)
        for id in set { app.type(app.label(of: id), at: 2) }
        let save = try quit(&app, at: 3, mode: .duel)
        let store = SaveStore(directory: directory)
        try save.write(to: store, at: Date(timeIntervalSince1970: 1_800_000_000))
        let url = store.fileURL(for: .duel)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.contains("\"claim\"") && text.contains("\"player\" : 1"), "the claim is logged with its player")
        // Player 2 claims instead of player 1: the replay gives the set to the other player.
        try text.replacingOccurrences(of: "\"player\" : 1", with: "\"player\" : 2").write(to: url, atomically: true, encoding: .utf8)
        let (offers, refusals) = ResumeOffer.load(from: store, settings: settings)
        #expect(offers.isEmpty)
        #expect(refusals.count == 1 && refusals[0].contains("cannot be resumed"), "\(refusals)")
        #expect(!FileManager.default.fileExists(atPath: url.path), "the file is set aside")
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(kept.contains { $0.hasPrefix("savedgame-duel.json.corrupt-") }, "\(kept)")
    }

    @Test("a daily save whose day is out of any calendar, or whose tally is changed, is refused without trapping")
    func tamperedDaily() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = AppSettings(colorMode: .ansi256, animated: false, mode: .daily(Self.day))
        for edit in [("\"seed\" : 20779", "\"seed\" : 18446744073709551615"), ("\"tally\" : [\n      1\n    ]", "\"tally\" : [\n      2\n    ]")] {
            var app = AppModel(settings: settings, seed: 5, width: 100, height: 30, now: 0)
            let set = try #require(app.game.matchesOnTable.first)
            for id in set { app.type(app.label(of: id), at: 2) }
            let save = try quit(&app, at: 4, mode: .daily)
            let store = SaveStore(directory: directory)
            try save.write(to: store, at: Date(timeIntervalSince1970: 1_800_000_000))
            let url = store.fileURL(for: .daily)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(edit.0), "\(text)")
            try text.replacingOccurrences(of: edit.0, with: edit.1).write(to: url, atomically: true, encoding: .utf8)
            let (offers, refusals) = ResumeOffer.load(from: store, settings: settings)
            #expect(offers.isEmpty && refusals.count == 1, "\(refusals)")
            #expect(!FileManager.default.fileExists(atPath: url.path))
        }
    }
}
