import Foundation
import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

@Suite("Junior games are saved on quitting and resume as Junior", .timeLimit(.minutes(1)), .takesTurns)
struct JuniorSaveTests {
    @Test("quit mid-game: the save is a Junior one; the next launch in Junior offers it and y brings back the same game")
    func roundTrip() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("junior-save-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let settings = AppSettings(colorMode: .ansi256, animated: false, mode: .junior)
        var app = AppModel(settings: settings, seed: 5, width: 80, height: 24, now: 0)
        let set = try #require(app.game.matchesOnTable.first)
        for id in set { app.type(app.label(of: id), at: 2) }
        app.press(.escape, at: 3)
        app.type("Q", at: 4)
        let effects = app.type("y", at: 4)
        let save = try #require(effects.compactMap { effect -> GameSave? in
            if case .saveGame(let save) = effect, save.mode == .junior { return save } else { return nil }
        }.first)
        let store = SaveStore(directory: directory)
        try save.write(to: store, at: Date(timeIntervalSince1970: 1_800_000_000))
        let (offers, refusals) = ResumeOffer.load(from: store, settings: settings)
        #expect(refusals.isEmpty)
        var next = AppModel.offering(offers, settings: settings, seed: 9, width: 80, height: 24, now: 0)
        next.type("y", at: 1)
        #expect(next.setBoard.mode == .junior)
        #expect(next.game.table == app.game.table && next.game.deck == app.game.deck && next.game.score == app.game.score)
        #expect(next.render().lines[1].contains("JUNIOR"))
    }
}
