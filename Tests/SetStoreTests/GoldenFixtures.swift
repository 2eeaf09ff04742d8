import Foundation
import SetCore
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
@Suite("Golden fixtures: old files still read, byte for byte", .timeLimit(.minutes(10)))
struct GoldenFixtureTests {
    @Test("scores.json format 1 decodes and re-encodes to the same bytes")
    func scoresVersion1() throws {
        let data = try fixture("scores-v1.json")
        #expect(try reencoded(data, as: ScoreBoard.self) == data)
        let board = try StoreCoding.decoder().decode(ScoreBoard.self, from: data)
        #expect(board.records.map(\.score) == [187, 40, -5])
        #expect(board.records.map(\.mode) == [.standard, .test, .standard])
        #expect(board.records[0].secondsPerSet == [12.5, 30, 8.25])
        #expect(board.records[2].seed == .max)
    }

    @Test("scores.json format 1 reads into this build: records without moves, written back as format 2")
    func scoresVersion1InFormat2() throws {
        let board = try StoreCoding.decoder().decode(ScoreBoard.self, from: try fixture("scores-v1.json"))
        #expect(board.version == 1 && board.records.allSatisfy { $0.moves == nil })
        let written = try StoreCoding.encoder().encode(ScoreBoard(records: board.records))
        let again = try StoreCoding.decoder().decode(ScoreBoard.self, from: written)
        #expect(again.version == 2 && again.records == board.records)
    }

    @Test("scores.json format 2 keeps each game's moves: decodes to them and re-encodes to the same bytes")
    func scoresVersion2() throws {
        let data = try fixture("scores-v2.json")
        #expect(try reencoded(data, as: ScoreBoard.self) == data)
        let board = try StoreCoding.decoder().decode(ScoreBoard.self, from: data)
        #expect(board.version == 2)
        #expect(board.records.map(\.implausibility) == [nil, nil, nil])
        #expect(board.records[0].moves == [
            TimedMove(.hint, at: 1.25), TimedMove(.choose(CardID(5)), at: 3), TimedMove(.choose(CardID(17)), at: 3.5),
            TimedMove(.choose(CardID(40)), at: 4), TimedMove(.clearSelection, at: 4.5),
            TimedMove(.rivalTook([CardID(1), CardID(2), CardID(3)]), at: 12), TimedMove(.dealMore, at: 20), TimedMove(.rivalDealt, at: 30),
        ])
        #expect(board.records[1].moves == [TimedMove(.claim(.two), at: 2)])
        #expect(board.records[2].moves == nil, "a record kept without moves stays without")
        var record = board.records[0]
        record.moves = board.records[0].moves
        #expect(record == board.records[0], "moves set go back to the same stored form")
    }

    @Test("the score store reads format 2 with its moves, as the decoder does")
    func scoresVersion2ThroughTheStore() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("GoldenScores-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try fixture("scores-v2.json")
        try data.write(to: directory.appendingPathComponent("scores.json"))
        let loaded = try ScoreStore(directory: directory).load()
        #expect(loaded.setAside == nil)
        let decoded = try StoreCoding.decoder().decode(ScoreBoard.self, from: data).records
        #expect(loaded.board.records.sorted { $0.score > $1.score } == decoded.sorted { $0.score > $1.score })
        #expect(loaded.board.records.compactMap(\.moves).map(\.count).sorted() == [1, 8])
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
