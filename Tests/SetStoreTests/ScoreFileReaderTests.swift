import Foundation
import PropertyBased
import SetCore
import Testing

@testable import SetStore

/// The streaming reader of scores.json against the JSON decoder it stands in for: the same
/// board from every file the store writes, and the same verdict on bad files.
@Suite(.timeLimit(.minutes(10))) struct ScoreFileReaderTests {
    let directory = TemporaryDirectory()
    var url: URL { directory.url.appendingPathComponent("scores.json") }

    /// What the streaming reader makes of `bytes`.
    func streamed(_ bytes: Data) throws -> VersionedFile<ScoreBoard>.Contents {
        try bytes.write(to: url)
        return try ScoreFileReader(url: url, supportedVersion: ScoreBoard.currentVersion).read()
    }

    /// What the JSON decoder makes of `bytes`, with the store's check of every record.
    func decoded(_ bytes: Data) throws -> VersionedFile<ScoreBoard>.Contents {
        try bytes.write(to: url)
        let contents = try #require(try VersionedFile<ScoreBoard>(url: url, supportedVersion: ScoreBoard.currentVersion).read())
        guard case .document(let board) = contents else { return contents }
        for (offset, record) in board.records.enumerated() {
            if let problem = record.implausibility { return .unreadable("record \(offset + 1): \(problem)") }
        }
        return .document(ScoreBoard(records: board.records))
    }

    /// A record made from `random`, over every field's range and both optional fields.
    static func randomRecord(_ random: inout SplitMix64, modes: [GameMode]) -> ScoreRecord {
        func next(_ range: ClosedRange<Int>) -> Int { Int(random.next() % UInt64(range.count)) + range.lowerBound }
        let times = next(0...3) == 0 ? nil : (0..<next(0...30)).map { _ in Double(next(0...100_000)) / 64 }
        let rival = next(0...2) == 0 ? RivalResult(score: next(-50...200), sets: next(0...27)) : nil
        return ScoreRecord(
            score: next(-20...300), date: Date(timeIntervalSince1970: Double(next(0...4_000_000_000))),
            durationSeconds: Double(next(0...10_000_000)) / 1000, setsFound: next(0...27), mistakes: next(0...20),
            hints: next(0...9), mode: modes[next(0...modes.count - 1)], seed: random.next(), secondsPerSet: times, rival: rival
        )
    }

    @Test("any list the store writes reads back as the JSON decoder reads it")
    func roundTrip() async throws {
        let modes = GameMode.known + [GameMode(name: "späť \"quoted\" \\ 🂡"), GameMode(name: "ünïcødé/slash")]
        await propertyCheck(count: 40, input: Gen.uint64(), Gen.int(in: 0...300)) { seed, count in
            var random = SplitMix64(seed: seed)
            let board = ScoreBoard(records: (0..<count).map { _ in Self.randomRecord(&random, modes: modes) })
            let bytes = try StoreCoding.encoder().encode(board)
            let contents = try streamed(bytes)
            guard case .document(let read) = contents else {
                Issue.record("not read (\(contents)): \(String(decoding: bytes, as: UTF8.self).prefix(600))")
                return
            }
            #expect(read == board)
            #expect(try decoded(bytes) == .document(read))
        }
    }

    @Test("a long list keeps the best of each mode, equals in file order, as ranking it whole does")
    func longListIsCut() throws {
        var random = SplitMix64(seed: 7)
        // Few scores and dates: many equal records, so a cut that lost their order would show.
        let records = (0..<5_000).map { index in
            record(Int(random.next() % 40), at: day(Double(random.next() % 3)), setsFound: index % 28, mode: index % 3 == 0 ? .test : .standard)
        }
        let bytes = try StoreCoding.encoder().encode(["version": AnyEncodable(1), "records": AnyEncodable(records)])
        let read = try streamed(bytes)
        #expect(read == (try decoded(bytes)))
        guard case .document(let board) = read else { Issue.record("not read"); return }
        #expect(board.records(in: .standard).count == StoreLimits.recordsPerMode)
        #expect(board.records(in: .test).count == StoreLimits.recordsPerMode)
    }

    @Test("the golden file of format 1 reads as decoded")
    func golden() throws {
        let bytes = try fixture("scores-v1.json")
        #expect(try streamed(bytes) == (try decoded(bytes)))
    }

    static let badFiles: [String] = [
        "", "   ", "{", "[]", "null", "12", #""text""#, "{}", #"{"records": []}"#, #"{"version": 0, "records": []}"#,
        #"{"version": "1", "records": []}"#, #"{"version": 1}"#,
        #"{"version": 1, "records": {}}"#, #"{"version": 1, "records": [12]}"#, #"{"version": 1, "records": []} x"#,
        #"{"version": 1, "records": [],}"#, #"{"version": 1 "records": []}"#, #"{"version": 01, "records": []}"#,
        #"{"version": 2, "records": "anything"}"#, #"{"version": 2, "records": [1, 2}"#,
        #"{"version": 1, "records": [{"score": 1}]}"#,
        #"{"version": 1, "extra": [true, false, null, {"a": -0.5e-3}], "records": []}"#,
        #"{"version": 1e0, "records": []}"#, #"{"version": 1, "records": [], "x": [1, 2,],}"#,
        String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
        #"{"version": 1, "records": [], "deep": "# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}",
    ]

    @Test("a version that is not whole is no set-game file (Foundation's decoder calls it incomplete JSON)")
    func fractionalVersion() throws {
        #expect(try streamed(Data(#"{"version": 1.5, "records": []}"#.utf8)) == .unreadable("it is not a set-game file"))
    }

    @Test("a bad or odd file gets the JSON decoder's verdict", arguments: badFiles)
    func sameVerdict(_ text: String) throws {
        let (mine, theirs) = (try streamed(Data(text.utf8)), try decoded(Data(text.utf8)))
        #expect(mine == theirs, "\(mine) against \(theirs)")
    }

    /// The golden file's second record with `field` replaced by `value` (JSON text).
    static func golden(replacing field: String, with value: String) throws -> String {
        let text = String(decoding: try fixture("scores-v1.json"), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.indices.filter { lines[$0].contains("\"\(field)\" :") }.dropFirst().first)
        var changed = lines
        changed[index] = "      \"\(field)\" : \(value)" + (lines[index].hasSuffix(",") ? "," : "")
        return changed.joined(separator: "\n")
    }

    static let badFields: [(String, String)] = [
        ("score", #""40""#), ("score", "40.5"), ("score", "4e1"), ("score", "null"), ("score", "99999999999999999999"),
        ("seed", "-7"), ("seed", "18446744073709551616"), ("date", #""2025-11-20""#), ("date", #""2025-02-30T00:00:00Z""#),
        ("date", #""2025-11-20T00:53:20+01:00""#), ("date", "12"), ("mode", "7"), ("mode", #""\u00e9\ud83c\udca1""#),
        ("mode", #""\ud83c""#), ("mode", #""\ud83cx""#), ("mode", #""\udca1\ud83c""#), ("mode", #""\ud83c\n""#), ("durationSeconds", #""30""#), ("durationSeconds", "3e1"), ("hints", "[]"),
    ]

    @Test("a field of the wrong kind or form gets the JSON decoder's verdict", arguments: badFields)
    func sameVerdictOnAField(_ field: String, _ value: String) throws {
        let text = try Self.golden(replacing: field, with: value)
        let (mine, theirs) = (try streamed(Data(text.utf8)), try decoded(Data(text.utf8)))
        #expect(mine == theirs, "\(mine) against \(theirs)")
    }
}

/// Any encodable value, for a hand-built document.
private struct AnyEncodable: Encodable {
    let encode: (any Encoder) throws -> Void

    init(_ value: some Encodable) {
        encode = value.encode
    }

    func encode(to encoder: any Encoder) throws {
        try encode(encoder)
    }
}

extension VersionedFile.Contents: Equatable where Document: Equatable {
    public static func == (left: Self, right: Self) -> Bool {
        switch (left, right) {
        case let (.document(a), .document(b)): a == b
        case let (.newer(a), .newer(b)): a == b
        case let (.unreadable(a), .unreadable(b)): a == b
        default: false
        }
    }
}
