import Foundation
import SetCore

@testable import SetStore

/// The text of a score file written by hand, not by the store: white space of every kind,
/// members in any order, numbers in other forms, escapes, text past ASCII, unknown members,
/// and now and then a record no game could have made, a missing or doubled member, a
/// trailing comma, a version from elsewhere or a file cut short.
struct OddScoreFile {
    var random: SplitMix64
    /// How much rarer than its odds each oddity is in this file: some files have none.
    private let rarity: UInt64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        rarity = [1, 8, 1 << 40][Int(random.next() % 3)]
    }

    /// True one time in `odds` times the file's rarity.
    mutating func chance(_ odds: UInt64) -> Bool {
        random.next() % (odds * rarity) == 0
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(random.next() % UInt64(choices.count))]
    }

    /// White space between two tokens.
    mutating func space() -> String {
        pick(["", " ", "\n  ", "\t", "\r\n", "        ", "\n                "])
    }

    /// An object of `members` (key, JSON value), in the order given or shuffled.
    mutating func object(_ members: [(String, String)]) -> String {
        var members = members
        if random.next() % 2 == 0 { members.shuffle(using: &random) }
        if chance(30), let first = members.first { members.append(first) }
        var text = "{"
        for (index, (key, value)) in members.enumerated() {
            text += space() + "\"\(key)\"" + space() + ":" + space() + value + space()
            if index < members.count - 1 { text += "," }
        }
        if chance(40) { text += "," }
        return text + space() + "}"
    }

    /// An array of `elements` (JSON values).
    mutating func array(_ elements: [String]) -> String {
        var text = "["
        for (index, element) in elements.enumerated() {
            text += space() + element + space() + (index < elements.count - 1 ? "," : "")
        }
        return text + space() + "]"
    }

    /// A whole number, mostly as digits.
    mutating func int(_ value: Int) -> String {
        if chance(25) { return "\(value).0" }
        if chance(25) { return "\(value)e0" }
        if value == 0, chance(5) { return "-0" }
        return "\(value)"
    }

    /// A number as Swift writes it (an exponent for the very small or large), now and then
    /// with a trailing zero or an exponent.
    mutating func double(_ value: Double) -> String {
        if chance(25) { return "\(value)0" }
        if chance(25) { return "\(value)e0" }
        return "\(value)"
    }

    /// A mode's name as a JSON string: plain, escaped, past ASCII or implausible.
    mutating func mode(_ mode: GameMode) -> String {
        switch random.next() % 40 {
        case 0: #""st\u0061nd\/ard""#
        case 1: #""späť 🂡""#
        case 2: #""tab\tname""#
        case 3: #""""#
        case 4: #""\"quoted\" \\""#
        default: "\"\(mode.name)\""
        }
    }

    /// One record's text.
    mutating func record(_ record: ScoreRecord) -> String {
        var members: [(String, String)] = [
            ("score", int(chance(60) ? 2_000_000 : record.score)),
            ("date", "\"\(record.date.ISO8601Format())\""),
            ("durationSeconds", double(chance(80) ? -1 : record.durationSeconds)),
            ("setsFound", int(record.setsFound)), ("mistakes", int(record.mistakes)), ("hints", int(record.hints)),
            ("mode", mode(record.mode)), ("seed", chance(60) ? "\(record.seed)0" : "\(record.seed)"),
        ]
        if chance(60) { members.remove(at: Int(random.next() % UInt64(members.count))) }
        if let times = record.secondsPerSet {
            members.append(("secondsPerSet", array(times.map { double(chance(100) ? -$0 - 1 : $0) })))
        } else if chance(2) {
            members.append(("secondsPerSet", "null"))
        }
        if let rival = record.rival {
            members.append(("rival", object([("score", int(rival.score)), ("sets", int(rival.sets))] + (chance(20) ? [("x", "1")] : []))))
        } else if chance(4) {
            members.append(("rival", "null"))
        }
        if let moves = record.moveLog {
            members.append(("moves", array(moves.map { move in
                var fields = [("action", "\"\(chance(80) ? "jump" : move.action)\""), ("at", double(move.at))]
                if let card = move.card { fields.append(("card", int(card))) }
                if let player = move.player { fields.append(("player", int(player))) }
                if let cards = move.cards { fields.append(("cards", array(cards.map { int($0) }))) }
                return object(fields)
            })))
        }
        if chance(20) { members.append(("extra", array(["true", "null", object([("a", "-0.5e-3")]), "\"\\u00e9\""]))) }
        return object(members)
    }

    /// The whole file's text.
    mutating func document(records: [ScoreRecord]) -> String {
        let version = chance(10) ? pick(["0", "3", "\"2\"", "2.0", "-1"]) : pick(["1", "2"])
        var members = [("version", version), ("records", array(records.map { record($0) }))]
        if chance(20) { members.append(("note", "\"hand-made\"")) }
        let text = space() + object(members) + space()
        return chance(30) ? String(text.prefix(Int(random.next() % UInt64(text.count + 1)))) : text
    }
}
