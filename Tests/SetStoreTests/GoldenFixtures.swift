import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// The bytes of `Fixtures/<name>`: literal files, written once and never regenerated.
func fixture(_ name: String) throws -> Data {
    let url = try #require(Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil))
    return try Data(contentsOf: url)
}

/// Decodes `data` as `Document` and encodes it again with the store's encoder.
private func reencoded<Document: Codable>(_ data: Data, as type: Document.Type) throws -> Data {
    try StoreCoding.encoder().encode(try StoreCoding.decoder().decode(type, from: data))
}

/// Golden files, as isowords' backwards-compatibility tests: each format a released
/// set-game wrote must still decode to the same game and encode to the very same bytes.
@Suite("Golden fixtures: old files still read, byte for byte", .timeLimit(.minutes(1)), .takesTurns)
struct GoldenFixtureTests {
    @Test("scores.json format 1 decodes and re-encodes to the same bytes")
    func scoresVersion1() throws {
        let data = try fixture("scores-v1.json")
        #expect(try reencoded(data, as: ScoreStore.LegacyScoreList.self) == data)
        let list = try StoreCoding.decoder().decode(ScoreStore.LegacyScoreList.self, from: data)
        #expect(list.records.map(\.score) == [187, 40, -5])
        #expect(list.records.map(\.mode) == [.standard, .test, .standard])
        #expect(list.records[0].secondsPerSet == [12.5, 30, 8.25])
        #expect(list.records[2].seed == .max)
        #expect(list.version == 1 && list.records.allSatisfy { $0.moves == nil })
    }

    @Test("scores.json format 2 keeps each game's moves: decodes to them and re-encodes to the same bytes")
    func scoresVersion2() throws {
        let data = try fixture("scores-v2.json")
        #expect(try reencoded(data, as: ScoreStore.LegacyScoreList.self) == data)
        let list = try StoreCoding.decoder().decode(ScoreStore.LegacyScoreList.self, from: data)
        #expect(list.version == 2)
        #expect(list.records.map(\.implausibility) == [nil, nil, nil])
        #expect(list.records.map { $0.mode.parts.map { "\($0.variant) \($0.context)" } } == ["standard vs-brisk", "standard duel", "test solo"],
                "each stored name is a variant in a context")
        #expect(list.records[0].moves == Self.versusMoves)
        #expect(list.records[1].moves == [TimedMove(.claim(.two), at: 2)])
        #expect(list.records[2].moves == nil, "a record kept without moves stays without")
        var record = list.records[0]
        record.moves = list.records[0].moves
        #expect(record == list.records[0], "moves set go back to the same stored form")
    }

    static let versusMoves = [
        TimedMove(.hint, at: 1.25), TimedMove(.choose(CardID(5)), at: 3), TimedMove(.choose(CardID(17)), at: 3.5),
        TimedMove(.choose(CardID(40)), at: 4), TimedMove(.clearSelection, at: 4.5),
        TimedMove(.rivalTook([CardID(1), CardID(2), CardID(3)]), at: 12), TimedMove(.dealMore, at: 20), TimedMove(.rivalDealt, at: 30),
    ]

    @Test("a scores.json of either format is imported once into the database, with its moves, and kept renamed", arguments: ["scores-v1.json", "scores-v2.json"])
    func scoresImported(_ name: String) throws {
        let directory = TemporaryDirectory()
        let data = try fixture(name)
        try data.write(to: directory.url.appendingPathComponent("scores.json"))
        let loaded = try ScoreStore(directory: directory.url).loadBoard()
        #expect(loaded.setAside == nil && loaded.notice == nil)
        let decoded = try StoreCoding.decoder().decode(ScoreStore.LegacyScoreList.self, from: data).records
        #expect(loaded.board.records == ScoreBoard(records: decoded).records)
        #expect(directory.fileNames.contains("scores.json.imported") && !directory.fileNames.contains("scores.json"))
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("scores.json.imported")) == data)
        if name == "scores-v2.json" {
            #expect(loaded.board.records.first { $0.mode.name == "vs-brisk" }?.moves == Self.versusMoves)
        }
        // The same list put back (a copy restored) is not imported twice.
        try data.write(to: directory.url.appendingPathComponent("scores.json"))
        let again = try ScoreStore(directory: directory.url).loadBoard()
        #expect(again.board.records.count == decoded.count)
        #expect(directory.fileNames.contains("scores.json.imported-2"))
    }

    @Test("an unreadable scores.json is set aside and told, as before, and the database starts empty")
    func unreadableScoresSetAside() throws {
        let directory = TemporaryDirectory()
        try directory.write("{ not json", to: "scores.json")
        let loaded = try ScoreStore(directory: directory.url).loadBoard()
        #expect(loaded.board.records.isEmpty)
        let notice = try #require(loaded.notice)
        #expect(notice.hasPrefix("scores.json was unreadable (it is not complete JSON) and was kept as scores.json.corrupt-"), "\(notice)")
        #expect(try ScoreStore(directory: directory.url).append([record(3)]).rank == 1)
    }

    @Test("savedgame.json format 1, as the first release wrote it, decodes, re-encodes the same and resumes")
    func saveVersion1() throws {
        let data = try fixture("savedgame-v1.json")
        #expect(try reencoded(data, as: SaveDocument.self) == data)
        let saved = try StoreCoding.decoder().decode(SaveDocument.self, from: data).savedGame(of: SetCard.self)
        #expect(saved.moves == nil)
        #expect(saved.seed == 2024 && saved.mode == .standard && saved.elapsedSeconds == 25.5)
        #expect(saved.game.score == 25)
        #expect(saved.game.deck.count == 63 && saved.game.table.count == 15 && saved.game.discard.count == 3)
        #expect(saved.game.selection == [CardID(70)])
        #expect(saved.game.statistics.secondsPerMatch == [5])
        let again = try StoreCoding.encoder().encode(SaveDocument(saved)!)
        #expect(try StoreCoding.decoder().decode(SaveDocument.self, from: again).savedGame(of: SetCard.self) == saved)
    }

    @Test("savedgame.json format 2 decodes, replays to its check values and re-encodes to the same bytes")
    func saveVersion2() throws {
        let data = try fixture("savedgame-v2.json")
        #expect(try reencoded(data, as: SaveDocument.self) == data)
        let saved = try StoreCoding.decoder().decode(SaveDocument.self, from: data).savedGame(of: SetCard.self)
        #expect(saved.moves?.count == 10)
        #expect(saved.game.score == 17 && saved.game.deck.count == 63 && saved.game.table.count == 15)
        #expect(saved.game.selection == [CardID(9)])
        #expect(try StoreCoding.encoder().encode(SaveDocument(saved)!) == data)
    }
}
