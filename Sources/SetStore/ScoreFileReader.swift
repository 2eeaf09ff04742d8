import FoundationEssentials
import SetCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads scores.json as the JSON decoder would, and says the same of a bad file, but
/// streams it: a file as plain as the store writes it through ``QuickScoreFileReader``,
/// any other here, where records are decoded one at a time from a 64 KiB window. Only the
/// best ``StoreLimits/recordsPerMode`` of each mode are kept, so a long list from elsewhere
/// (10⁵ records) loads in a fraction of a second and a few megabytes rather than seconds
/// and a tree of the whole file.
///
/// Precedence of what is wrong, as ``VersionedFile`` reads: not JSON, then not a set-game
/// file (no whole `version` of 1 or more), then a newer version, then a record of the
/// wrong shape (damaged), then the first record no game could have made.
struct ScoreFileReader {
    let url: URL
    let supportedVersion: Int

    /// The file's contents; a record no game could have made makes it unreadable, with
    /// its 1-based number in the file.
    func read() throws -> VersionedFile<ScoreBoard>.Contents {
        if let board = QuickScoreFileReader(url: url, supportedVersion: supportedVersion).read() { return .document(board) }
        return try readStreaming()
    }

    /// As ``read()``, token by token, whatever the file holds.
    func readStreaming() throws -> VersionedFile<ScoreBoard>.Contents {
        let descriptor = open(url.plainPath, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw StoreError.system("read", url) }
        defer { close(descriptor) }
        var stream = JSONStream(descriptor: descriptor)
        var document = DocumentState()
        do throws(JSONStreamError) {
            try document.read(from: &stream)
            try stream.expectEnd()
        } catch .read(let code) {
            throw StoreError.system("read", url, code: code)
        } catch {
            return .unreadable("it is not complete JSON")
        }
        guard document.isSetGameFile, let version = document.version, version >= 1 else {
            return .unreadable("it is not a set-game file")
        }
        guard version <= supportedVersion else { return .newer(version: version) }
        guard document.sawRecords, !document.records.isDamaged else { return .unreadable("it is damaged") }
        if let (number, problem) = document.records.firstImplausible { return .unreadable("record \(number): \(problem)") }
        return .document(ScoreBoard(ranked: document.records.ranked()))
    }
}

/// What the top-level object said, as it is read.
private struct DocumentState {
    var isSetGameFile = true
    var version: Int?
    var sawRecords = false
    var records = RecordCollector()

    mutating func read(from stream: inout JSONStream) throws(JSONStreamError) {
        guard try stream.nextKind() == .object else {
            try stream.skipValue()
            isSetGameFile = false
            return
        }
        try stream.enterObject()
        var first = true
        while try stream.nextMember(&first) {
            if stream.keyIs("version") {
                do throws(JSONStreamError) {
                    version = try stream.readInt()
                } catch .shape {
                    isSetGameFile = false
                }
            } else if stream.keyIs("records") {
                sawRecords = true
                do throws(JSONStreamError) {
                    try stream.enterArray()
                    var firstRecord = true
                    while try stream.nextElement(&firstRecord) { try records.readRecord(from: &stream) }
                } catch .shape {
                    records.isDamaged = true
                }
            } else {
                try stream.skipValue()
            }
        }
    }
}

/// The records read so far: the best of each mode, in file order, and the first that no
/// game could have made.
private struct RecordCollector {
    var isDamaged = false
    private(set) var firstImplausible: (Int, String)?
    private var count = 0
    private var best = BestRecords()

    /// The kept records, best first.
    func ranked() -> [ScoreRecord] {
        best.ranked()
    }

    mutating func readRecord(from stream: inout JSONStream) throws(JSONStreamError) {
        count += 1
        var fields = RecordFields()
        do throws(JSONStreamError) {
            try stream.enterObject()
            var first = true
            while try stream.nextMember(&first) {
                do throws(JSONStreamError) {
                    try read(&fields, from: &stream)
                } catch .shape {
                    fields.isDamaged = true
                }
            }
        } catch .shape {
            isDamaged = true
        }
        guard !isDamaged, firstImplausible == nil else { return }
        guard let record = fields.record, let modeIndex = fields.modeIndex else {
            isDamaged = true
            return
        }
        if let problem = record.implausibility(modeIsPlausible: best.modes[modeIndex].isPlausible) {
            firstImplausible = (count, problem)
            return
        }
        best.keep(BestRecords.Numbered(number: count, record: record), in: modeIndex)
    }

    /// Reads the member whose key the stream has just read into `fields`.
    private mutating func read(_ fields: inout RecordFields, from stream: inout JSONStream) throws(JSONStreamError) {
        if stream.keyIs("score") {
            fields.score = try stream.readInt()
        } else if stream.keyIs("date") {
            try stream.readStringBytes()
            guard let seconds = ISO8601Seconds.parse(stream.stringBytes) else { throw .shape }
            fields.date = Date(timeIntervalSince1970: seconds)
        } else if stream.keyIs("durationSeconds") {
            fields.durationSeconds = try stream.readDouble()
        } else if stream.keyIs("setsFound") {
            fields.setsFound = try stream.readInt()
        } else if stream.keyIs("mistakes") {
            fields.mistakes = try stream.readInt()
        } else if stream.keyIs("hints") {
            fields.hints = try stream.readInt()
        } else if stream.keyIs("mode") {
            try stream.readStringBytes()
            let index = best.modeIndex(named: stream.stringBytes)
            (fields.mode, fields.modeIndex) = (best.modes[index].mode, index)
        } else if stream.keyIs("seed") {
            fields.seed = try stream.readUInt64()
        } else if stream.keyIs("secondsPerSet") {
            fields.secondsPerSet = try Self.readTimes(from: &stream)
        } else if stream.keyIs("rival") {
            fields.rival = try Self.readRival(from: &stream)
        } else if stream.keyIs("moves") {
            fields.moves = try Self.readMoves(from: &stream)
        } else {
            try stream.skipValue()
        }
    }

    /// An array of seconds, or null; a wrong kind anywhere in it is taken whole, then thrown.
    private static func readTimes(from stream: inout JSONStream) throws(JSONStreamError) -> [Double]? {
        guard try !stream.takeNull() else { return nil }
        var times: [Double] = []
        var wrongKind = false
        try stream.enterArray()
        var first = true
        while try stream.nextElement(&first) {
            do throws(JSONStreamError) {
                times.append(try stream.readDouble())
            } catch .shape {
                wrongKind = true
            }
        }
        guard !wrongKind else { throw .shape }
        return times
    }

    /// The rival's `{"score", "sets"}`, or null; as ``readTimes(from:)``.
    private static func readRival(from stream: inout JSONStream) throws(JSONStreamError) -> RivalResult? {
        guard try !stream.takeNull() else { return nil }
        var score: Int?
        var sets: Int?
        var wrongKind = false
        try stream.enterObject()
        var first = true
        while try stream.nextMember(&first) {
            do throws(JSONStreamError) {
                if stream.keyIs("score") {
                    score = try stream.readInt()
                } else if stream.keyIs("sets") {
                    sets = try stream.readInt()
                } else {
                    try stream.skipValue()
                }
            } catch .shape {
                wrongKind = true
            }
        }
        guard !wrongKind, let score, let sets else { throw .shape }
        return RivalResult(score: score, sets: sets)
    }

    /// The game's moves (format 2), or null; as ``readTimes(from:)``. Each move is kept as
    /// stored; what it means is checked with the record (``ScoreRecord/implausibility``).
    private static func readMoves(from stream: inout JSONStream) throws(JSONStreamError) -> [SaveFormat2.Move]? {
        guard try !stream.takeNull() else { return nil }
        var moves: [SaveFormat2.Move] = []
        var wrongKind = false
        try stream.enterArray()
        var first = true
        while try stream.nextElement(&first) {
            do throws(JSONStreamError) {
                moves.append(try readMove(from: &stream))
            } catch .shape {
                wrongKind = true
            }
        }
        guard !wrongKind else { throw .shape }
        return moves
    }

    /// One move's `{"action", "at", "card", "player", "cards"}`.
    private static func readMove(from stream: inout JSONStream) throws(JSONStreamError) -> SaveFormat2.Move {
        var action: String?
        var at: Double?
        var card: Int?
        var player: Int?
        var cards: [Int]?
        var wrongKind = false
        try stream.enterObject()
        var first = true
        while try stream.nextMember(&first) {
            do throws(JSONStreamError) {
                if stream.keyIs("action") {
                    try stream.readStringBytes()
                    action = String(decoding: stream.stringBytes, as: UTF8.self)
                } else if stream.keyIs("at") {
                    at = try stream.readDouble()
                } else if stream.keyIs("card") {
                    card = try stream.readInt()
                } else if stream.keyIs("player") {
                    player = try stream.readInt()
                } else if stream.keyIs("cards") {
                    var ids: [Int] = []
                    try stream.enterArray()
                    var firstCard = true
                    while try stream.nextElement(&firstCard) { ids.append(try stream.readInt()) }
                    cards = ids
                } else {
                    try stream.skipValue()
                }
            } catch .shape {
                wrongKind = true
            }
        }
        guard !wrongKind, let action, let at else { throw .shape }
        return SaveFormat2.Move(action: action, at: at, card: card, player: player, cards: cards)
    }
}

/// One record's fields as they come, in any order.
private struct RecordFields {
    var isDamaged = false
    var score: Int?
    var date: Date?
    var durationSeconds: Double?
    var setsFound: Int?
    var mistakes: Int?
    var hints: Int?
    var mode: GameMode?
    /// Where the mode is in the reader's list of modes.
    var modeIndex: Int?
    var seed: UInt64?
    var secondsPerSet: [Double]?
    var rival: RivalResult?
    var moves: [SaveFormat2.Move]?

    /// The record, or nil when a field is missing or was of the wrong kind.
    var record: ScoreRecord? {
        guard !isDamaged, let score, let date, let durationSeconds, let setsFound, let mistakes, let hints, let mode, let seed else {
            return nil
        }
        var record = ScoreRecord(
            score: score, date: date, durationSeconds: durationSeconds, setsFound: setsFound, mistakes: mistakes, hints: hints,
            mode: mode, seed: seed, secondsPerSet: secondsPerSet, rival: rival
        )
        record.moveLog = moves  // as stored: a move this build does not know makes the record implausible
        return record
    }
}
