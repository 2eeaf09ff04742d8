import SetCore
import SetStore

/// Plays back the saves of the SET modes that have a referee of their own — the daily
/// puzzle, the computer's levels, the duel — as the board played them: the referee deals,
/// and before each logged move it advances to the move's time (the computer's takes and a
/// claim running out come back from the seed and the game clock), then rules the move.
/// Standard, test and Junior saves replay on their deal by the store's own replay.
struct RefereeReplay: SaveReplay {
    /// The referee once dealt: after the replay, the one the resumed game goes on with.
    private(set) var referee: (any Referee<SetCard>)?

    func replays(_ mode: GameMode) -> Bool {
        Self.refereed.contains(mode)
    }

    /// The modes whose saves this replays: whatever their seed, so that one which cannot be
    /// the mode's is refused rather than replayed as a solo game.
    private static let refereed: Set<GameMode> = Set([.daily, .duel] + OpponentLevel.allCases.map(GameMode.computer))

    mutating func deal(seed: UInt64, rule: MatchRule, mode: GameMode, startedAt: Double) -> MatchingGame<SetCard>? {
        guard rule == .standard, var referee = Self.mode(mode, seed: seed)?.referee() else { return nil }
        let game = referee.deal(seed: seed, at: startedAt)
        self.referee = referee
        return game
    }

    mutating func perform(_ move: GameMove, on game: inout MatchingGame<SetCard>, at now: Double) {
        advance(&game, to: now)
        _ = referee?.perform(move, on: &game, at: now)
    }

    mutating func advance(_ game: inout MatchingGame<SetCard>, to now: Double) {
        _ = referee?.advance(&game, to: now)
    }

    var tally: [Int] { referee?.tally ?? [] }

    /// The mode a save of `mode` with `seed` is played in, if it is one this replays: a daily
    /// save's seed is its day (days since 1970), checked by the code that makes the mode
    /// from a name (``PlayMode/init(name:level:date:)``), so a day without a puzzle is no mode.
    static func mode(_ mode: GameMode, seed: UInt64) -> PlayMode? {
        if mode == .daily {
            guard seed <= UInt64(lastDay) else { return nil }
            return PlayMode(name: mode.name, date: CalendarDate(daysSince1970: Int(seed)))
        }
        if mode == .duel { return .duel }
        return OpponentLevel.allCases.first { GameMode.computer($0) == mode }.map(PlayMode.computer)
    }

    /// The last day a date can be made of (``CalendarDate`` counts years 1…9999).
    private static let lastDay = CalendarDate(year: 9999, month: 12, day: 31)!.daysSince1970

    /// The referee of `saved` replayed to its clock, with its game; nil when `saved` is not a
    /// SET game of a mode this replays. Its save was checked when read.
    static func replayed<Content>(_ saved: GameSnapshot<Content>) -> (any Referee<Content>)? {
        guard let saved = saved as? GameSnapshot<SetCard>, let moves = saved.moves else { return nil }
        var replay = RefereeReplay()
        guard var game = replay.deal(seed: saved.seed, rule: saved.game.rule, mode: saved.mode, startedAt: saved.game.statistics.startedAt)
        else { return nil }
        for timed in moves { replay.perform(timed.move, on: &game, at: timed.at) }
        replay.advance(&game, to: saved.clock)
        return replay.referee as? any Referee<Content>
    }
}
