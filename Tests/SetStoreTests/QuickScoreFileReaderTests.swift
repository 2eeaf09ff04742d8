import Foundation
import PropertyBased
import SetCore
import Testing

@testable import SetStore

/// The quick reader of plain score files: it reads every file the store writes as the JSON
/// decoder does, and of any other file it says what the streaming reader says (which the
/// reader's own tests hold to the decoder) or leaves the file to it.
@Suite(.timeLimit(.minutes(10))) struct QuickScoreFileReaderTests {
    let directory = TemporaryDirectory()
    var url: URL { directory.url.appendingPathComponent("scores.json") }

    /// What the quick reader makes of the file, reading `bufferSize` bytes at once.
    func quick(bufferSize: Int = 1 << 20) -> ScoreBoard? {
        QuickScoreFileReader(url: url, supportedVersion: ScoreBoard.currentVersion, bufferSize: bufferSize).read()
    }

    /// What the JSON decoder makes of the file, with the store's check of every record.
    func decoded() throws -> VersionedFile<ScoreBoard>.Contents {
        let contents = try #require(try VersionedFile<ScoreBoard>(url: url, supportedVersion: ScoreBoard.currentVersion).read())
        guard case .document(let board) = contents else { return contents }
        for (offset, record) in board.records.enumerated() {
            if let problem = record.implausibility { return .unreadable("record \(offset + 1): \(problem)") }
        }
        return .document(ScoreBoard(records: board.records))
    }

    /// A record of a known mode with moves of every kind and a long duration, made from
    /// `random`.
    static func plainRecord(_ random: inout SplitMix64) -> ScoreRecord {
        var record = ScoreFileReaderTests.randomRecord(&random, modes: GameMode.known)
        // A sum of times in thousandths, as games leave it: 17 digits, more than a Double's 2⁵³.
        record.durationSeconds = (0..<3).map { _ in Double(random.next() % 90_000) / 1000 }.reduce(0, +)
        let moves: [GameMove] = [.choose(CardID(5)), .dealMore, .hint, .clearSelection, .claim(.two), .rivalTook([CardID(1), CardID(9)]), .rivalDealt]
        if random.next() % 3 == 0 {
            record.moves = (0..<Int(random.next() % 12)).map { index in TimedMove(moves[Int(random.next() % 7)], at: Double(index) * 1.25) }
        }
        return record
    }

    @Test("every list the store writes is read by the quick reader, as decoded, in any buffer size")
    func plainFiles() async throws {
        await propertyCheck(count: 40, input: Gen.uint64(), Gen.int(in: 0...2_500), Gen.int(in: 1...4_096)) { seed, count, size in
            var random = SplitMix64(seed: seed)
            // Few scores: many equal records, so the cut of each mode's best shows its order.
            let records = (0..<count).map { _ in
                var record = Self.plainRecord(&random)
                record.score = Int(random.next() % 30)
                return record
            }
            try StoreCoding.encoder().encode(UncutScoreFile(records: records)).write(to: url)
            let expected = try decoded()
            guard case .document = expected else {
                Issue.record("the decoder did not read it: \(expected)")
                return
            }
            let read = try #require(quick(bufferSize: size))
            #expect(.document(read) == expected)
            #expect(.document(read) == (try ScoreFileReader(url: url, supportedVersion: ScoreBoard.currentVersion).read()))
        }
    }

    @Test("an empty list is read in every buffer size, also when the records key is read twice")
    func emptyListInEveryBufferSize() throws {
        // Size 7 ends the buffer inside `"records" : [`, so that step is scanned again.
        try StoreCoding.encoder().encode(UncutScoreFile(records: [])).write(to: url)
        for size in 1...64 {
            #expect(quick(bufferSize: size) == ScoreBoard(records: []), "buffer of \(size) bytes")
        }
    }

    /// A long list of few scores and dates, with times: past the first cut of a mode, a
    /// record as good as the last kept but earlier still makes it, and most are only checked.
    static func longList() -> [ScoreRecord] {
        var random = SplitMix64(seed: 11)
        return (0..<4 * StoreLimits.recordsPerMode + 500).map { _ in
            let times = (0..<Int(random.next() % 5)).map { _ in Double(random.next() % 100_000_000) / 1000 }
            return record(
                Int(random.next() % 2), at: day(Double(random.next() % 4)), secondsPerSet: random.next() % 5 == 0 ? nil : times,
                mode: random.next() % 8 == 0 ? .test : .standard
            )
        }
    }

    @Test("a long list of few scores and dates keeps the best of each mode as decoded")
    func longListOfEquals() throws {
        try StoreCoding.encoder().encode(UncutScoreFile(records: Self.longList())).write(to: url)
        let read = try #require(quick(bufferSize: 4_096))
        #expect(.document(read) == (try decoded()))
        #expect(read.records(in: .standard).count == StoreLimits.recordsPerMode)
    }

    @Test("a record that will not be kept is checked all the same: a time out of range or too many make the file unreadable")
    func timeOutOfRangeInADroppedRecord() throws {
        var records = Self.longList()
        for (index, time) in [(4_000, StoreLimits.seconds + 0.5), (4_100, 40_000_000), (4_200, 3e-7 - 1)] {
            var changed = records
            changed[index] = record(-1, at: day(9), secondsPerSet: [1, time], mode: .standard)
            try StoreCoding.encoder().encode(UncutScoreFile(records: changed)).write(to: url)
            let expected = try decoded()
            #expect(expected == .unreadable("record \(index + 1): a per-set time is out of range"))
            #expect(quick() == nil)
            #expect(try ScoreFileReader(url: url, supportedVersion: ScoreBoard.currentVersion).read() == expected)
        }
        records[4_000] = record(-1, at: day(9), secondsPerSet: [12_345_678.9, StoreLimits.seconds, 0], mode: .standard)
        try StoreCoding.encoder().encode(UncutScoreFile(records: records)).write(to: url)
        #expect(.document(try #require(quick())) == (try decoded()))
        records[4_000] = record(-1, at: day(9), secondsPerSet: Array(repeating: 1, count: StoreLimits.timesPerRecord + 1), mode: .standard)
        try StoreCoding.encoder().encode(UncutScoreFile(records: records)).write(to: url)
        #expect(quick() == nil)
        #expect(try ScoreFileReader(url: url, supportedVersion: ScoreBoard.currentVersion).read() == (try decoded()))
    }

    @Test("a record that will not be kept has its duration checked all the same, and read only once kept")
    func durationOfADroppedRecord() throws {
        let records = Self.longList()
        for duration in [StoreLimits.seconds + 0.5, -0.25, -1_234_567_890_123.5] {
            var changed = records
            changed[4_000] = record(-1, at: day(9), secondsPerSet: [1], mode: .standard)
            changed[4_000].durationSeconds = duration
            try StoreCoding.encoder().encode(UncutScoreFile(records: changed)).write(to: url)
            let expected = try decoded()
            #expect(expected == .unreadable("record 4001: duration \(duration) s is out of range"))
            #expect(quick() == nil)
        }
        // In range with more digits than the quick division takes: dropped, and kept.
        for score in [-1, 5] {
            var changed = records
            changed[4_000] = record(score, at: day(9), secondsPerSet: [1], mode: .standard)
            changed[4_000].durationSeconds = 12_345.678_000_000_001
            try StoreCoding.encoder().encode(UncutScoreFile(records: changed)).write(to: url)
            let read = try #require(quick(bufferSize: 4_096))
            #expect(.document(read) == (try decoded()))
            #expect(read.records(in: .standard).contains { $0.durationSeconds == 12_345.678_000_000_001 } == (score == 5))
        }
    }

    @Test(
        "per-set times in any form, in a record kept and in one dropped: the quick reader reads them as decoded, or leaves the file",
        arguments: [
            "1e3", "12345678.25", "0.1234567890123456789", "0", "0.5", "00.5", "1.5,\t2", "1.5,\r\n  2", "1.5,", "",
            "-0.0", "7.", ".5", "1234567.12345678", "2 3", Array(repeating: "1", count: StoreLimits.timesPerRecord + 1).joined(separator: ", "),
        ]
    )
    func timesInAnyForm(times: String) throws {
        for score in [-1, 5] {
            var records = Self.longList()
            records[4_000] = record(score, at: day(9), secondsPerSet: [4_242.125], mode: .standard)
            let text = String(decoding: try StoreCoding.encoder().encode(UncutScoreFile(records: records)), as: UTF8.self)
            try Data(text.replacingOccurrences(of: "4242.125", with: times).utf8).write(to: url)
            let expected = try decoded()
            if let read = quick(bufferSize: 4_096) {
                #expect(.document(read) == expected, "\(times), score \(score)")
                continue
            }
            // Left to the streaming reader: it reads what the decoder reads, and turns away
            // what the decoder turns away (in words of its own).
            let streamed = try ScoreFileReader(url: url, supportedVersion: ScoreBoard.currentVersion).read()
            switch (expected, streamed) {
            case (.document, _): #expect(streamed == expected, "\(times), score \(score)")
            case (.unreadable, .unreadable): break
            default: Issue.record("\(times), score \(score): decoded \(expected), streamed \(streamed)")
            }
        }
    }

    @Test(
        "a key that differs from a record's only in its last letter is not taken for it",
        arguments: [("secondsPerSet", "secondsPerSeT"), ("durationSeconds", "durationSecondz"), ("mistakes", "mistakeS"),
                    ("date", "datE"), ("hints", "hintS")]
    )
    func keyDifferingAtItsEnd(key: String, changed: String) throws {
        var records = Self.longList()
        records[4_000] = record(5, at: day(9), secondsPerSet: [4_242.125], mode: .standard)
        let text = String(decoding: try StoreCoding.encoder().encode(UncutScoreFile(records: records)), as: UTF8.self)
        let marked = try #require(text.range(of: "4242.125"))
        let start = try #require(text[..<marked.lowerBound].range(of: "\"score\" : 5", options: .backwards))
        let record = try #require(text[..<start.lowerBound].range(of: "\"\(key)\"", options: .backwards))
        try Data(text.replacingCharacters(in: record, with: "\"\(changed)\"").utf8).write(to: url)
        #expect(quick() == nil)
    }

    @Test("any score file, odd or damaged: the quick reader says what the streaming reader says, or nothing")
    func oddFiles() async throws {
        var quickReads = 0
        await propertyCheck(count: 300, input: Gen.uint64(), Gen.int(in: 0...12), Gen.int(in: 1...300)) { seed, count, size in
            var text = OddScoreFile(seed: seed)
            let bytes = text.document(records: (0..<count).map { _ in Self.plainRecord(&text.random) })
            try Data(bytes.utf8).write(to: url)
            let reader = ScoreFileReader(url: url, supportedVersion: ScoreBoard.currentVersion)
            let expected = try reader.readStreaming()
            #expect(try reader.read() == expected)
            if let read = quick(bufferSize: size) {
                quickReads += 1
                #expect(.document(read) == expected, "\(bytes)")
            }
        }
        #expect(quickReads > 10)
    }
}

/// A score file with every record given, as a list from elsewhere may hold them.
private struct UncutScoreFile: Encodable {
    let records: [ScoreRecord]
    var version = ScoreBoard.currentVersion
}
