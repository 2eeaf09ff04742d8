import Foundation
import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

/// A game against the computer keeps the computer's moves in its log, and a card the
/// computer put on the table just before the player chose it replays (issue: "move 1
/// chooses a card not on the table").
@Suite("The computer's moves are in the save's log; saves without them still load", .timeLimit(.minutes(1)), .takesTurns)
struct ComputerLogTests {
    static let settings = AppSettings(colorMode: .ansi256, animated: false, mode: .computer(.easy))

    /// Seed 1 at easy: ticks to 19.64 s, the computer takes a set at about 21.5 s, and at
    /// 21.67 s the player chooses slot 3's card `r`, one the computer's take dealt; quit at 22.17 s.
    static func played() -> (app: AppModel, save: GameSave?) {
        var app = AppModel(settings: settings, seed: 1, width: 100, height: 30, now: 0)
        for time in [7.46, 12.68, 19.64] { app.update(.tick, at: time) }
        app.type("r", at: 21.67)
        app.type("Q", at: 22.17)
        let effects = app.type("y", at: 22.17)
        let save = effects.compactMap { effect -> GameSave? in if case .saveGame(let save) = effect { save } else { nil } }.first
        return (app, save)
    }

    /// The text of `save` as written to a fresh directory, and the store there.
    static func written(_ save: GameSave) throws -> (store: SaveStore, url: URL, text: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("computer-log-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let store = SaveStore(directory: directory)
        try save.write(to: store, at: Date(timeIntervalSince1970: 1_800_000_000))
        let url = store.fileURL(for: .computer(.easy))
        return (store, url, try String(contentsOf: url, encoding: .utf8))
    }

    @Test("the take is logged at its moment before the player's choice, which names a card the take dealt; it resumes")
    func takeLogged() throws {
        let (app, save) = Self.played()
        let moves = try #require(app.setBoard.moves)
        guard moves.count == 2, case .rivalTook(let cards) = moves[0].move, case .choose(let chosen) = moves[1].move else {
            Issue.record("\(moves)")
            return
        }
        #expect(moves[0].at < moves[1].at && moves[1].at == 21.67)
        #expect(cards.count == 3 && !cards.contains(chosen))
        let (store, url, text) = try Self.written(try #require(save))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        #expect(text.contains("\"rival-take\""), "\(text)")
        let (offers, refusals) = ResumeOffer.load(from: store, settings: Self.settings)
        #expect(refusals.isEmpty && offers.count == 1, "\(refusals)")
    }

    @Test("a save written before the computer's moves were logged (the take left out) replays them on the clock")
    func oldSaveLoads() throws {
        let (app, save) = Self.played()
        let (store, url, text) = try Self.written(try #require(save))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let moves = try #require(json["moves"] as? [[String: Any]])
        json["moves"] = moves.filter { ($0["action"] as? String) != "rival-take" }
        try JSONSerialization.data(withJSONObject: json).write(to: url)
        let (offers, refusals) = ResumeOffer.load(from: store, settings: Self.settings)
        #expect(refusals.isEmpty, "\(refusals)")
        var next = AppModel.offering(offers, settings: Self.settings, seed: 9, width: 100, height: 30, now: 0)
        next.type("y", at: 1)
        #expect(next.game == app.game && next.setBoard.referee.tally == app.setBoard.referee.tally)
    }

    @Test("a logged take that the replay did not make (cards still on the table) is refused and set aside")
    func forgedTake() throws {
        let (_, save) = Self.played()
        let (store, url, text) = try Self.written(try #require(save))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        var moves = try #require(json["moves"] as? [[String: Any]])
        let table = Self.played().app.game.table.prefix(3).map(\.id.rawValue)
        moves[0]["cards"] = table
        json["moves"] = moves
        try JSONSerialization.data(withJSONObject: json).write(to: url)
        let (offers, refusals) = ResumeOffer.load(from: store, settings: Self.settings)
        #expect(offers.isEmpty)
        #expect(refusals.count == 1 && refusals[0].contains("move 1 is a take the replay did not make"), "\(refusals)")
    }
}
