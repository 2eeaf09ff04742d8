import FoundationEssentials
import SetCore

/// A save file in any format this build reads: the `"version"` at its top says which.
/// Format 2 is written for every game with a move log; format 1 only for a SET game resumed
/// from a format-1 file, which has none.
enum SaveDocument: Codable, Equatable {
    /// Format 1: the whole position, as today's release wrote it.
    case position(SaveFormat1)
    /// Format 2: what the game is — content, mode, rule, seed and the move log.
    case moveLog(SaveFormat2)

    /// The newest format.
    static let currentVersion = 2

    init(from decoder: any Decoder) throws {
        let version = try decoder.container(keyedBy: VersionKey.self).decode(Int.self, forKey: .version)
        self = version == 1 ? .position(try SaveFormat1(from: decoder)) : .moveLog(try SaveFormat2(from: decoder))
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .position(let format): try format.encode(to: encoder)
        case .moveLog(let format): try format.encode(to: encoder)
        }
    }

    /// The document that saves `saved`, or nil for a game no format can hold: one under a
    /// rule without a name in saves, or with no move log and not SET (only SET games were
    /// ever saved without one).
    init?<Content>(_ saved: SavedGame<Content>) {
        if let moves = saved.moves, let format = SaveFormat2(saved, moves: moves) {
            self = .moveLog(format)
        } else if saved.moves == nil, let setGame = saved as? SavedGame<SetCard>, let format = SaveFormat1(setGame) {
            self = .position(format)
        } else {
            return nil
        }
    }

    /// The game of `Content` this document holds, checked.
    /// - Throws: ``ImpossiblePosition`` saying what cannot be: another content among them.
    func savedGame<Content>(of content: Content.Type, replay: (any SaveReplay<Content>)? = nil) throws(ImpossiblePosition) -> SavedGame<Content> {
        switch self {
        case .position(let format):
            guard let game = try format.savedGame() as? SavedGame<Content> else {
                throw ImpossiblePosition("a format-1 save holds a SET game, not \(Content.saveName.debugDescription)")
            }
            return game
        case .moveLog(let format):
            return try format.savedGame(of: content, replay: replay)
        }
    }

    private enum VersionKey: String, CodingKey {
        case version
    }
}

/// Checks shared by both formats.
enum SaveChecks {
    /// Throws unless `value` is a finite time no further than ``StoreLimits/seconds`` from 0.
    static func time(_ value: Double, _ what: String) throws(ImpossiblePosition) {
        guard (-StoreLimits.seconds...StoreLimits.seconds).contains(value) else {
            throw ImpossiblePosition("\(what) is out of range")
        }
    }

    /// Throws unless `mode` is one this build makes, of `content`'s deck, its variant matching
    /// by `rule`.
    /// Returns the mode's variant.
    @discardableResult
    static func mode<Content: SavableContent>(_ mode: GameMode, rule: MatchRule, of content: Content.Type) throws(ImpossiblePosition) -> Variant {
        guard let parts = mode.parts else { throw ImpossiblePosition("mode \(mode.name.debugDescription) is unknown") }
        guard parts.deck == Content.deck, parts.variant.rule == rule else { throw ImpossiblePosition("the rule does not fit mode \(mode.name)") }
        return parts.variant
    }

    /// Throws unless the save's times hold together: a year at most of play, started in range.
    static func clock(startedAt: Double, elapsedSeconds: Double) throws(ImpossiblePosition) {
        try time(startedAt, "the start time")
        guard (0...StoreLimits.seconds).contains(elapsedSeconds) else { throw ImpossiblePosition("the time played is out of range") }
    }
}
