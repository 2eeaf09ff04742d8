import SetCore
import SetStore

/// Plays back a save as the board played it, through the referee its mode makes
/// (``ModeBook``): the referee deals, and before each logged move it advances to the move's
/// time (a claim running out, and the computer's takes, which the log also holds, come back
/// from the seed and the game clock), then rules the move.
struct ModeReplay<Content: GameContent>: SaveReplay {
    /// The modes whose saves this plays.
    let book: ModeBook<Content>
    /// The referee once dealt: after the replay, the one the resumed game goes on with.
    private(set) var referee: (any Referee<Content>)?

    init(book: ModeBook<Content>) {
        self.book = book
    }

    func replays(_ mode: GameMode) -> Bool {
        book.has(mode)
    }

    mutating func deal(seed: UInt64, rule: MatchRule, mode: GameMode, startedAt: Double) -> MatchingGame<Content>? {
        guard var referee = book.referee(for: mode, seed: seed), referee.mode.rule == rule else { return nil }
        let game = referee.deal(seed: seed, at: startedAt)
        self.referee = referee
        return game
    }

    mutating func perform(_ move: GameMove, on game: inout MatchingGame<Content>, at now: Double) {
        advance(&game, to: now)
        _ = referee?.perform(move, on: &game, at: now)
    }

    mutating func advance(_ game: inout MatchingGame<Content>, to now: Double) {
        _ = referee?.advance(&game, to: now)
    }

    var tally: [Int] { referee?.tally ?? [] }

    /// The referee of `saved` replayed to its clock; nil for a save that kept no move log
    /// (format 1) or a mode not in `book`. Its save was checked when read.
    static func replayed(_ saved: GameSnapshot<Content>, book: ModeBook<Content>) -> (any Referee<Content>)? {
        guard let moves = saved.moves else { return nil }
        var replay = ModeReplay(book: book)
        guard var game = replay.deal(seed: saved.seed, rule: saved.game.rule, mode: saved.mode, startedAt: saved.game.statistics.startedAt)
        else { return nil }
        for timed in moves { replay.perform(timed.move, on: &game, at: timed.at) }
        replay.advance(&game, to: saved.clock)
        return replay.referee
    }
}
