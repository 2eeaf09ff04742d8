import SetCore
import SetRender

/// Something done to a game's board where the model keeps it, whatever its content: the
/// board is changed in place (``GameContent/change(_:_:)``), never taken out of the model as an
/// ``ShellBoard`` box, which copies every field of it. The loop's work on every tick goes
/// this way.
protocol BoardChange {
    associatedtype Result
    func callAsFunction<Content: GameContent>(_ board: inout GameBoard<Content>) -> Result
}

/// Something read of a game's board where the model keeps it, without boxing it.
protocol BoardQuery {
    associatedtype Result
    func callAsFunction<Content: GameContent>(_ board: borrowing GameBoard<Content>) -> Result
}

extension AppModel {
    /// Makes `change` to the board of each game, in ``games`` order; their results.
    mutating func changeEachBoard<Change: BoardChange>(_ change: Change) -> [Change.Result] {
        var results: [Change.Result] = []
        results.reserveCapacity(Self.games.count)
        for game in Self.games { results.append(game.change(&self, change)) }
        return results
    }

    /// What `query` reads of the board of the game on `tab` (SET's off the game tabs).
    func read<Query: BoardQuery>(_ query: Query, on tab: Tab) -> Query.Result {
        (tab.registration ?? Self.games[0]).read(self, query)
    }

    /// The time moves on to `now` on a board (``ShellBoard/advance(to:pruning:)``).
    struct Advance: BoardChange {
        let now: Double
        let pruning: Bool
        func callAsFunction<Content: GameContent>(_ board: inout GameBoard<Content>) -> Bool {
            board.advance(to: now, pruning: pruning)
        }
    }

    /// The finished games waiting on a board to be recorded, taken.
    struct TakeFinished: BoardChange {
        func callAsFunction<Content: GameContent>(_ board: inout GameBoard<Content>) -> [GameSummary] {
            board.takeFinished()
        }
    }

    /// A board's clock stopped while it cannot be seen, started when it can.
    struct SyncClock: BoardChange {
        let visible: Bool
        func callAsFunction<Content: GameContent>(_ board: inout GameBoard<Content>) {
            board.syncClock(visible: visible)
        }
    }

    /// A board's geometry.
    struct Geometry: BoardQuery {
        func callAsFunction<Content: GameContent>(_ board: borrowing GameBoard<Content>) -> BoardGeometry {
            board.geometry
        }
    }

    /// When a board wakes the loop, its clock running or not.
    struct WakeUp: BoardQuery {
        let running: Bool
        func callAsFunction<Content: GameContent>(_ board: borrowing GameBoard<Content>) -> Double? {
            board.nextWakeUp(running: running)
        }
    }

    /// Whether a board's cards are gathered into a pile.
    struct Gathered: BoardQuery {
        func callAsFunction<Content: GameContent>(_ board: borrowing GameBoard<Content>) -> Bool {
            board.isGathered
        }
    }

    /// Whether a rival plays on a board by itself on the clock, in a game under way, the
    /// cards not gathered.
    struct RivalPlaying: BoardQuery {
        func callAsFunction<Content: GameContent>(_ board: borrowing GameBoard<Content>) -> Bool {
            let rival = board.hasRivalOnClock, underWay = board.isInProgress, gathered = board.isGathered
            return rival && underWay && !gathered
        }
    }

    /// Whether a board shows its game-over box.
    struct ShowsGameOver: BoardQuery {
        func callAsFunction<Content: GameContent>(_ board: borrowing GameBoard<Content>) -> Bool {
            board.showsGameOver
        }
    }

    /// The saved game a board offers, if any.
    struct Offer: BoardQuery {
        func callAsFunction<Content: GameContent>(_ board: borrowing GameBoard<Content>) -> ResumeOffer? {
            board.resumeOffer
        }
    }
}
