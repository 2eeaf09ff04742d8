import PropertyBased
@testable import SetCore

/// A random player's moves, each drawn as a number: mostly card choices, sometimes a deal,
/// a hint or Esc. Decoding against the current table makes every move legal to try.
struct ActionScript {
    let moves: [Int]

    /// Random scripts of up to `maximumLength` moves.
    static func generator(maximumLength: Int = 400) -> Generator<[Int], Generator<Int, Shrink.Integer<Int>>.ArrayShrink> {
        Gen.int(in: 0...99).array(of: 0...maximumLength)
    }

    /// Plays the script on `game`, one second apart, calling `check` after every move with
    /// the events it returned.
    func play<Content>(
        on game: inout MatchingGame<Content>,
        check: (MatchingGame<Content>, [GameEvent]) -> Void = { _, _ in }
    ) {
        for (step, move) in moves.enumerated() {
            let now = Double(step)
            let events: [GameEvent]
            switch move {
            case 0..<80 where !game.table.isEmpty: events = game.choose(game.table[move % game.table.count].id, at: now)
            case 80..<90: events = game.dealMore(at: now)
            case 90..<95: events = game.requestHint(at: now)
            default: events = game.clearSelection(at: now)
            }
            check(game, events)
        }
    }
}
