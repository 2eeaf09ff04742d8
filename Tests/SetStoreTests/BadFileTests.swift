import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// A JSON object to edit.
typealias JSONObject = [String: Any]

/// `data` (a JSON object) after `change`.
func edited(_ data: Data, _ change: (inout JSONObject) -> Void) -> Data {
    var object = try! JSONSerialization.jsonObject(with: data) as! JSONObject
    change(&object)
    return try! JSONSerialization.data(withJSONObject: object)
}

/// Edits the `game` object of a format-1 save.
func editGame(_ change: @escaping @Sendable (inout JSONObject) -> Void) -> @Sendable (inout JSONObject) -> Void {
    { save in
        var game = save["game"] as! JSONObject
        change(&game)
        save["game"] = game
    }
}

/// One hand-made bad file: what it is, how the golden fixture is changed, and the reason
/// the player must read.
struct BadFile: CustomTestStringConvertible, Sendable {
    let name: String
    let fixture: String
    let change: @Sendable (inout JSONObject) -> Void
    let reason: String

    var testDescription: String { name }

    var bytes: Data { edited(try! GoldenFixtureBytes.load(fixture), change) }
}

/// Fixture bytes for tests that build their arguments before running.
enum GoldenFixtureBytes {
    static func load(_ name: String) throws -> Data {
        try Data(contentsOf: Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil)!)
    }
}

private func card(_ id: Int, _ count: Int, _ shape: Int, _ shading: Int, _ color: Int) -> JSONObject {
    ["id": id, "content": ["count": count, "shape": shape, "shading": shading, "color": color]]
}

/// The content of card `id` of the SET deck, as format 1 writes it.
private func card(_ id: Int) -> JSONObject {
    card(id, id % 3, id / 3 % 3, id / 9 % 3, id / 27)
}

extension BadFile {
    /// savedgame.json format 1: every way a plausible-looking position can lie.
    static let saves: [BadFile] = [
        BadFile(name: "duplicate id (a deck card given a table card's id)", fixture: "savedgame-v1.json", change: editGame { game in
            var deck = game["deck"] as! [JSONObject]
            let tableID = (game["table"] as! [JSONObject])[0]["id"] as! Int
            deck[0] = card(tableID)
            game["deck"] = deck
        }, reason: "is there twice"),
        BadFile(name: "out-of-range id 200", fixture: "savedgame-v1.json", change: editGame { game in
            var deck = game["deck"] as! [JSONObject]
            deck[0]["id"] = 200
            game["deck"] = deck
        }, reason: "card 200 does not exist"),
        BadFile(name: "out-of-range id -1", fixture: "savedgame-v1.json", change: editGame { game in
            var table = game["table"] as! [JSONObject]
            table[0]["id"] = -1
            game["table"] = table
        }, reason: "card -1 does not exist"),
        BadFile(name: "mismatched content (card 0 printed as card 80)", fixture: "savedgame-v1.json", change: editGame { game in
            var deck = game["deck"] as! [JSONObject]
            let id = deck[0]["id"] as! Int
            deck[0] = card(id, 2, 2, 2, id == 80 ? 1 : 2)
            game["deck"] = deck
        }, reason: "shows another card"),
        BadFile(name: "a card value 3 that does not exist", fixture: "savedgame-v1.json", change: editGame { game in
            var deck = game["deck"] as! [JSONObject]
            deck[0] = card(deck[0]["id"] as! Int, 3, 0, 0, 0)
            game["deck"] = deck
        }, reason: "has a value that does not exist"),
        BadFile(name: "card missing", fixture: "savedgame-v1.json", change: editGame { game in
            game["deck"] = Array((game["deck"] as! [JSONObject]).dropFirst())
        }, reason: "is missing"),
        BadFile(name: "card twice (a table card also in the deck)", fixture: "savedgame-v1.json", change: editGame { game in
            game["deck"] = (game["deck"] as! [JSONObject]) + [(game["table"] as! [JSONObject])[0]]
        }, reason: "is there twice"),
        BadFile(name: "1,000 duplicate deck cards", fixture: "savedgame-v1.json", change: editGame { game in
            let deck = game["deck"] as! [JSONObject]
            game["deck"] = deck + Array(repeating: deck[0], count: 1000)
        }, reason: "is there twice"),
        BadFile(name: "selection off the table", fixture: "savedgame-v1.json", change: editGame { game in
            game["selection"] = [(game["deck"] as! [JSONObject])[0]["id"] as! Int]
        }, reason: "a selected card is not on the table"),
        BadFile(name: "a 40-card table", fixture: "savedgame-v1.json", change: editGame { game in
            let deck = game["deck"] as! [JSONObject]
            game["table"] = (game["table"] as! [JSONObject]) + deck.prefix(25)
            game["deck"] = Array(deck.dropFirst(25))
        }, reason: "40 cards on the table is too many"),
        BadFile(name: "negative time played", fixture: "savedgame-v1.json", change: { $0["elapsedSeconds"] = -5 },
            reason: "the time played is out of range"),
        BadFile(name: "elapsedSeconds 1e300", fixture: "savedgame-v1.json", change: { $0["elapsedSeconds"] = 1e300 },
            reason: "the time played is out of range"),
        BadFile(name: "score Int.min", fixture: "savedgame-v1.json", change: editGame { $0["score"] = Int.min },
            reason: "is out of range"),
        BadFile(name: "score Int.max", fixture: "savedgame-v1.json", change: editGame { $0["score"] = Int.max },
            reason: "is out of range"),
        BadFile(name: "hint.index Int.max", fixture: "savedgame-v1.json", change: editGame { game in
            game["hint"] = ["countTold": true, "index": Int.max, "highlighted": []]
        }, reason: "the hint points at no match"),
        BadFile(name: "lastMarkAt -1e300", fixture: "savedgame-v1.json", change: editGame { $0["lastMarkAt"] = -1e300 },
            reason: "the last set's time is out of range"),
        BadFile(name: "matchPoints Int.max", fixture: "savedgame-v1.json", change: editGame { game in
            var scoring = game["scoring"] as! JSONObject
            scoring["matchPoints"] = Int.max
            game["scoring"] = scoring
        }, reason: "the scoring rules are not the standard ones"),
        BadFile(name: "a per-set time 1e300", fixture: "savedgame-v1.json", change: editGame { game in
            var statistics = game["statistics"] as! JSONObject
            statistics["secondsPerMatch"] = [1e300]
            game["statistics"] = statistics
        }, reason: "the per-set times are out of range"),
        BadFile(name: "an unknown mode", fixture: "savedgame-v1.json", change: { $0["mode"] = "klingon" },
            reason: "mode \"klingon\" is unknown"),
        BadFile(name: "format 2: a move choosing a card not on the table", fixture: "savedgame-v2.json", change: { save in
            var moves = save["moves"] as! [JSONObject]
            moves[0]["card"] = 80
            save["moves"] = moves
        }, reason: "move 1 chooses a card not on the table"),
        BadFile(name: "format 2: check score disagrees with the replay", fixture: "savedgame-v2.json", change: { save in
            var check = save["check"] as! JSONObject
            check["score"] = 999
            save["check"] = check
        }, reason: "the moves do not lead to the saved score and cards"),
        BadFile(name: "format 2: moves out of time order", fixture: "savedgame-v2.json", change: { save in
            var moves = save["moves"] as! [JSONObject]
            moves[1]["at"] = 50
            save["moves"] = moves
        }, reason: "move 2 is out of time order"),
        BadFile(name: "format 2: an unknown action", fixture: "savedgame-v2.json", change: { save in
            var moves = save["moves"] as! [JSONObject]
            moves[3]["action"] = "undo"
            save["moves"] = moves
        }, reason: "move 4 is not a move"),
        BadFile(name: "format 2: an unknown content", fixture: "savedgame-v2.json", change: { $0["content"] = "tarot" },
            reason: "content \"tarot\" is not \"set\""),
    ]

    /// scores.json format 1: records no game could have made.
    static let scores: [BadFile] = [
        scoreRecord("score Int.max", { $0["score"] = Int.max }, "score 9223372036854775807 is out of range"),
        scoreRecord("setsFound Int.max", { $0["setsFound"] = Int.max }, "sets found is out of range"),
        scoreRecord("durationSeconds 1e300", { $0["durationSeconds"] = 1e300 }, "duration 1e+300 s is out of range"),
        scoreRecord("negative duration", { $0["durationSeconds"] = -1 }, "duration -1.0 s is out of range"),
        scoreRecord("a per-set time 1e300", { $0["secondsPerSet"] = [3, 1e300] }, "a per-set time is out of range"),
        scoreRecord("10^6 per-set times", { $0["secondsPerSet"] = Array(repeating: 1, count: 1_000_000) }, "per-set times are too many"),
        scoreRecord("a mode with control characters", { $0["mode"] = "std\u{1B}[2J" }, "mode name is empty, too long or has control characters"),
        scoreRecord("an empty mode", { $0["mode"] = "" }, "mode name is empty"),
    ]

    private static func scoreRecord(_ name: String, _ change: @escaping @Sendable (inout JSONObject) -> Void, _ reason: String) -> BadFile {
        BadFile(name: name, fixture: "scores-v1.json", change: { board in
            var records = board["records"] as! [JSONObject]
            change(&records[1])
            board["records"] = records
        }, reason: reason)
    }
}

/// Each bad file the issue lists, and more: what the player is told, and that the file is
/// kept, byte for byte, under a new name — nothing deleted, nothing overwritten.
@Suite("Bad files are kept aside and reported, never trusted, deleted or overwritten", .timeLimit(.minutes(1)), .takesTurns)
struct BadFileTests {
    let directory = TemporaryDirectory()
    var saves: SaveStore { SaveStore(directory: directory.url, clock: { day() }) }
    var scores: ScoreStore { ScoreStore(directory: directory.url, clock: { day() }) }
    let kept = "corrupt-" + SetAsideFile.stamp(day())

    @Test("a bad saved game", arguments: BadFile.saves)
    func badSave(_ bad: BadFile) throws {
        let bytes = bad.bytes
        try bytes.write(to: saves.fileURL)
        guard case .refused(let reason) = saves.load() else {
            Issue.record("resumed")
            return
        }
        #expect(reason.contains(bad.reason), "\(reason)")
        #expect(reason.hasPrefix("savedgame.json was unreadable ("))
        #expect(directory.fileNames == ["savedgame.json.\(kept)"])
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("savedgame.json.\(kept)")) == bytes)
    }

    @Test("a bad score list", arguments: BadFile.scores)
    func badScores(_ bad: BadFile) throws {
        let bytes = bad.bytes
        try bytes.write(to: scores.legacyURL)
        let loaded = try scores.loadBoard()
        #expect(loaded.board.records.isEmpty)
        let notice = try #require(loaded.setAside?.notice)
        #expect(notice.hasPrefix("scores.json was unreadable (record 2: "), "\(notice)")
        #expect(notice.contains(bad.reason), "\(notice)")
        #expect(directory.fileNames.filter { $0.hasPrefix("scores.json") } == ["scores.json.\(kept)"])
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("scores.json.\(kept)")) == bytes)
    }

    @Test("truncated JSON", arguments: ["savedgame-v1.json", "savedgame-v2.json", "scores-v1.json"])
    func truncated(_ name: String) throws {
        let bytes = try fixture(name).prefix(300)
        let target = directory.url.appendingPathComponent(name.hasPrefix("scores") ? "scores.json" : "savedgame.json")
        try bytes.write(to: target)
        let notice = try notice(for: target)
        #expect(notice.contains("(it is not complete JSON)"), "\(notice)")
        #expect(try Data(contentsOf: directory.url.appendingPathComponent("\(target.lastPathComponent).\(kept)")) == bytes)
    }

    @Test("a directory in place of the file", arguments: ["savedgame.json", "scores.json"])
    func directoryInPlace(_ name: String) throws {
        let target = directory.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: target.appendingPathComponent("inside"), withIntermediateDirectories: true)
        let notice = try notice(for: target)
        #expect(notice.contains("(it is a directory, not a file)"), "\(notice)")
        let keptURL = directory.url.appendingPathComponent("\(name).\(kept)")
        #expect(FileManager.default.fileExists(atPath: keptURL.appendingPathComponent("inside").path))
    }

    @Test("a symbolic link in place of the file: the link is set aside, its target untouched", arguments: ["savedgame.json", "scores.json"])
    func symbolicLink(_ name: String) throws {
        let target = directory.url.appendingPathComponent(name)
        let elsewhere = TemporaryDirectory()
        let linked = elsewhere.url.appendingPathComponent("precious.txt")
        try Data("keep me".utf8).write(to: linked)
        try FileManager.default.createSymbolicLink(at: target, withDestinationURL: linked)
        let notice = try notice(for: target)
        #expect(notice.contains("(it is a symbolic link, not a file)"), "\(notice)")
        let keptURL = directory.url.appendingPathComponent("\(name).\(kept)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: keptURL.path) == linked.path)
        #expect(try elsewhere.read("precious.txt") == "keep me")
    }

    @Test("a huge file is not read", arguments: ["savedgame.json", "scores.json"])
    func huge(_ name: String) throws {
        let target = directory.url.appendingPathComponent(name)
        #expect(FileManager.default.createFile(atPath: target.path, contents: nil))
        let handle = try FileHandle(forWritingTo: target)
        try handle.truncate(atOffset: UInt64(StoreLimits.fileBytes) + 1)  // sparse: no disk used
        try handle.close()
        let notice = try notice(for: target)
        #expect(notice.contains("(it is larger than 64 MiB)"), "\(notice)")
        let keptURL = directory.url.appendingPathComponent("\(name).\(kept)")
        #expect(try FileManager.default.attributesOfItem(atPath: keptURL.path)[.size] as? Int == StoreLimits.fileBytes + 1)
    }

    @Test("a newer version is refused and left exactly where and as it is", arguments: ["savedgame.json", "scores.json"])
    func newer(_ name: String) throws {
        let bytes = Data(#"{"version": 99, "whatever": [1, 2]}"#.utf8)
        let target = directory.url.appendingPathComponent(name)
        try bytes.write(to: target)
        let refusal = StoreError.newerVersion(file: name, version: 99, supported: 2)
        if name == "scores.json" {
            let notice = "scores.json is from a newer set-game (format 99); it was not imported and was left untouched"
            #expect(try scores.load().notice == notice)
            #expect(try scores.append([record(5)]).rank == 1)
            #expect(try scores.load().notice == notice)
        } else {
            #expect(saves.load() == .refused(reason: refusal.description))
            try saves.save(savedGame())  // beside it, in savedgame.format2.json
        }
        #expect(try Data(contentsOf: target) == bytes)
    }

    @Test("a 10^5-record score list is imported whole; the list shows the best 1,000 of each mode")
    func hugeScoreList() throws {
        let records = (0..<100_000).map { index in
            #"{"date":"2025-01-02T03:04:05Z","durationSeconds":60,"hints":0,"mistakes":0,"mode":"\#(index % 2 == 0 ? "standard" : "test")","score":\#(index % 5000),"seed":\#(index),"setsFound":3}"#
        }
        try Data(#"{"version":1,"records":[\#(records.joined(separator: ","))]}"#.utf8).write(to: scores.legacyURL)
        let loaded = try scores.loadBoard()
        #expect(loaded.setAside == nil)
        #expect(loaded.board.records(in: .standard).count == StoreLimits.recordsPerMode)
        #expect(loaded.board.records(in: .test).count == StoreLimits.recordsPerMode)
        #expect(loaded.board.records(in: .standard).first?.score == 4998)
        #expect(try scores.append([record(5000)]).rank == 1)
        #expect(try scores.board().records.count == 2 * StoreLimits.recordsPerMode)
        #expect(try scores.append([record(-1, mode: .test)]).rank == 50_001, "ranked among all the games imported")
    }

    /// The notice the player gets for the bad file at `target`.
    private func notice(for target: URL) throws -> String {
        if target.lastPathComponent == "scores.json" { return try #require(try scores.load().notice) }
        guard case .refused(let reason) = saves.load() else { throw CancellationError() }
        return reason
    }
}
