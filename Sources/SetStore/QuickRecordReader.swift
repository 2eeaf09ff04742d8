import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SetCore

/// The records of a plain score file (``QuickScoreFileReader``), each checked as
/// ``ScoreRecord/implausibility`` checks it but made a record only when it can still be
/// among its mode's best. A record with anything else in it stops the reader as not plain.
struct QuickRecordReader {
    private(set) var best = BestRecords()
    private var count = 0
    /// The last record's per-set times and moves, their storage kept from one to the next.
    private var times: [Double] = []
    private var moves: [SaveFormat2.Move] = []

    /// The members of a record, as bits of which were read.
    private enum Member: UInt16 {
        case score = 1, date = 2, durationSeconds = 4, setsFound = 8, mistakes = 16, hints = 32, mode = 64, seed = 128
        case secondsPerSet = 256, rival = 512, moves = 1024

        /// The members every record has.
        static let required: UInt16 = 255

        /// The member's key.
        var name: StaticString {
            switch self {
            case .score: "score"
            case .date: "date"
            case .durationSeconds: "durationSeconds"
            case .setsFound: "setsFound"
            case .mistakes: "mistakes"
            case .hints: "hints"
            case .mode: "mode"
            case .seed: "seed"
            case .secondsPerSet: "secondsPerSet"
            case .rival: "rival"
            case .moves: "moves"
            }
        }

        /// The member that most often follows this one in a file the store writes (keys
        /// sorted): the one whose key is tried first.
        var next: Member {
            switch self {
            case .date: .durationSeconds
            case .durationSeconds: .hints
            case .hints: .mistakes
            case .mistakes: .mode
            case .mode, .moves, .rival: .score
            case .score: .secondsPerSet
            case .secondsPerSet: .seed
            case .setsFound, .seed: .setsFound
            }
        }

        /// The member named by `key`; nil for a name no record has.
        init?(_ key: UnsafeBufferPointer<UInt8>) {
            guard let first = key.first else { return nil }
            let (member, name): (Member, StaticString)
            switch (key.count, first) {
            case (5, UInt8(ascii: "s")): (member, name) = (.score, "score")
            case (4, UInt8(ascii: "d")): (member, name) = (.date, "date")
            case (15, UInt8(ascii: "d")): (member, name) = (.durationSeconds, "durationSeconds")
            case (9, UInt8(ascii: "s")): (member, name) = (.setsFound, "setsFound")
            case (8, UInt8(ascii: "m")): (member, name) = (.mistakes, "mistakes")
            case (5, UInt8(ascii: "h")): (member, name) = (.hints, "hints")
            case (4, UInt8(ascii: "m")): (member, name) = (.mode, "mode")
            case (4, UInt8(ascii: "s")): (member, name) = (.seed, "seed")
            case (13, UInt8(ascii: "s")): (member, name) = (.secondsPerSet, "secondsPerSet")
            case (5, UInt8(ascii: "r")): (member, name) = (.rival, "rival")
            case (5, UInt8(ascii: "m")): (member, name) = (.moves, "moves")
            default: return nil
            }
            guard QuickRecordReader.name(key, is: name) else { return nil }
            self = member
        }
    }

    /// Whether the bytes `key` are `name`.
    @inline(__always)
    static func name(_ key: UnsafeBufferPointer<UInt8>, is name: StaticString) -> Bool {
        key.count == name.utf8CodeUnitCount && memcmp(key.baseAddress!, name.utf8Start, key.count) == 0
    }

    /// Reads the record that comes next, keeps it if it can still be among the best, or
    /// stops: a record of another shape, or one no game could have made, is for the full
    /// reader to report. No record is kept or counted when it stops.
    mutating func read(from scanner: inout PlainJSONScanner) throws(PlainJSONStop) {
        let seconds = 0...StoreLimits.seconds
        let counts = 0...StoreLimits.countPerGame
        let scores = -StoreLimits.score...StoreLimits.score
        var seen: UInt16 = 0
        var score = 0, setsFound = 0, mistakes = 0, hints = 0, modeIndex = 0
        var date = 0.0
        // The duration is only range-checked where it stands, and made a Double once the
        // record is kept (most of a long list's records are not; a sum of times in
        // thousandths often has more digits than the quick division takes).
        var duration: UnsafePointer<UInt8>?
        var seed: UInt64 = 0
        var rival: RivalResult?
        try scanner.expect(UInt8(ascii: "{"))
        var expected = Member.date
        var guessed = try scanner.takeKey(expected.name)
        while true {
            guard let member = guessed ? expected : Member(try scanner.key()), seen & member.rawValue == 0 else { throw .notPlain }
            expected = member.next
            seen |= member.rawValue
            switch member {
            case .score: score = try scanner.int()
            case .date:
                guard let parsed = ISO8601Seconds.parse(try scanner.string()) else { throw .notPlain }
                date = parsed
            case .durationSeconds:
                _ = try scanner.peek()
                duration = scanner.position
                guard try scanner.numberIsIn(seconds) else { throw .notPlain }
            case .setsFound: setsFound = try scanner.int()
            case .mistakes: mistakes = try scanner.int()
            case .hints: hints = try scanner.int()
            case .mode:
                modeIndex = best.modeIndex(named: try scanner.string())
                guard best.modes[modeIndex].isPlausible else { throw .notPlain }
            case .seed: seed = try scanner.uint64()
            case .secondsPerSet:
                if try scanner.takeNull() {
                    seen &= ~member.rawValue
                } else if seen & Self.rankedBy == Self.rankedBy,
                    !best.admits(score: score, date: Date(timeIntervalSince1970: date), mode: modeIndex)
                {
                    try Self.checkTimes(from: &scanner)
                } else {
                    try readTimes(from: &scanner)
                }
            case .rival: rival = try Self.readRival(from: &scanner)
            case .moves:
                if try scanner.takeNull() {
                    seen &= ~member.rawValue
                } else {
                    try readMoves(from: &scanner)
                }
            }
            if scanner.takeNextKey(expected.name) {
                guessed = true
            } else if try scanner.comma(or: UInt8(ascii: "}")) {
                guessed = try scanner.takeKey(expected.name)
            } else {
                break
            }
        }
        guard seen & Member.required == Member.required, let duration, scores.contains(score),
            counts.contains(setsFound), counts.contains(mistakes), counts.contains(hints), date.isFinite
        else { throw .notPlain }
        if let rival, !scores.contains(rival.score) || !counts.contains(rival.sets) { throw .notPlain }
        count += 1
        let when = Date(timeIntervalSince1970: date)
        guard best.admits(score: score, date: when, mode: modeIndex) else { return }
        var durationText = PlainJSONScanner(position: duration, end: scanner.end)
        let durationSeconds = try durationText.double()
        var record = ScoreRecord(
            score: score, date: when, durationSeconds: durationSeconds, setsFound: setsFound, mistakes: mistakes, hints: hints,
            mode: best.modes[modeIndex].mode, seed: seed,
            secondsPerSet: seen & Member.secondsPerSet.rawValue != 0 ? times : nil, rival: rival
        )
        record.moveLog = seen & Member.moves.rawValue != 0 ? moves : nil
        best.keep(BestRecords.Numbered(number: count, record: record), in: modeIndex)
    }

    /// The members a record is ranked by, with its mode: once read, a record that will not
    /// be kept is only checked.
    private static let rankedBy = Member.score.rawValue | Member.date.rawValue | Member.mode.rawValue

    /// An array of per-set times, checked as ``readTimes(from:)`` checks them but not kept
    /// (its record will not be kept).
    private static func checkTimes(from scanner: inout PlainJSONScanner) throws(PlainJSONStop) {
        var unused: [Double] = []
        if scanner.takePlainTimes(limit: StoreLimits.timesPerRecord, into: &unused, keeping: false) { return }
        var count = 0
        try scanner.forEachElement { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in
            guard try scanner.numberIsIn(0...StoreLimits.seconds), count < StoreLimits.timesPerRecord else { throw .notPlain }
            count += 1
        }
    }

    /// An array of per-set times into ``times``, each in range, no more than a record holds.
    private mutating func readTimes(from scanner: inout PlainJSONScanner) throws(PlainJSONStop) {
        times.removeAll(keepingCapacity: true)
        if scanner.takePlainTimes(limit: StoreLimits.timesPerRecord, into: &times, keeping: true) { return }
        times.removeAll(keepingCapacity: true)
        try scanner.forEachElement { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in
            let time = try scanner.double()
            guard (0...StoreLimits.seconds).contains(time), times.count < StoreLimits.timesPerRecord else { throw .notPlain }
            times.append(time)
        }
    }

    /// The rival's `{"score", "sets"}`, or null.
    private static func readRival(from scanner: inout PlainJSONScanner) throws(PlainJSONStop) -> RivalResult? {
        guard try !scanner.takeNull() else { return nil }
        var score: Int?
        var sets: Int?
        try scanner.expect(UInt8(ascii: "{"))
        repeat {
            let key = try scanner.key()
            if name(key, is: "score"), score == nil {
                score = try scanner.int()
            } else if name(key, is: "sets"), sets == nil {
                sets = try scanner.int()
            } else {
                throw .notPlain
            }
        } while try scanner.comma(or: UInt8(ascii: "}"))
        guard let score, let sets else { throw .notPlain }
        return RivalResult(score: score, sets: sets)
    }

    /// The game's moves into ``moves``, each one this build knows at a time in range.
    private mutating func readMoves(from scanner: inout PlainJSONScanner) throws(PlainJSONStop) {
        moves.removeAll(keepingCapacity: true)
        try scanner.forEachElement { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in
            let move = try Self.readMove(from: &scanner)
            guard move.gameMove != nil, (0...StoreLimits.seconds).contains(move.at), moves.count < StoreLimits.moves else { throw .notPlain }
            moves.append(move)
        }
    }

    /// One move's `{"action", "at", "card", "player", "cards"}`.
    private static func readMove(from scanner: inout PlainJSONScanner) throws(PlainJSONStop) -> SaveFormat2.Move {
        var action: String?
        var at: Double?
        var card: Int?
        var player: Int?
        var cards: [Int]?
        try scanner.expect(UInt8(ascii: "{"))
        repeat {
            let key = try scanner.key()
            if name(key, is: "action"), action == nil {
                action = String(decoding: try scanner.string(), as: UTF8.self)
            } else if name(key, is: "at"), at == nil {
                at = try scanner.double()
            } else if name(key, is: "card"), card == nil {
                card = try scanner.int()
            } else if name(key, is: "player"), player == nil {
                player = try scanner.int()
            } else if name(key, is: "cards"), cards == nil {
                var ids: [Int] = []
                try scanner.forEachElement { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in ids.append(try scanner.int()) }
                cards = ids
            } else {
                throw .notPlain
            }
        } while try scanner.comma(or: UInt8(ascii: "}"))
        guard let action, let at else { throw .notPlain }
        return SaveFormat2.Move(action: action, at: at, card: card, player: player, cards: cards)
    }
}
