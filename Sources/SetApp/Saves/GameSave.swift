import FoundationEssentials
import SetCore
import SetStore

/// A game in progress of any content, as an effect carries it to the run loop to be saved:
/// the ``GameSnapshot`` of one board, its content hidden so one effect serves every game.
public struct GameSave: Hashable, Sendable {
    /// The mode it is played in: the save file it goes to.
    public let mode: GameMode
    /// The name of its game ("SET", "Cards").
    public let gameName: String
    private let snapshot: any SavableSnapshot

    public init<Content>(_ snapshot: GameSnapshot<Content>) {
        mode = snapshot.mode
        gameName = Content.gameName
        self.snapshot = snapshot
    }

    /// The snapshot, when it is a game of `Content`.
    public func snapshot<Content>(of _: Content.Type) -> GameSnapshot<Content>? {
        snapshot as? GameSnapshot<Content>
    }

    /// Hands the game, as saved at `date`, to `shelf` to keep in its mode's place.
    /// - Throws: what the shelf throws.
    public func keep(on shelf: some SaveShelf, at date: Date) throws {
        try snapshot.keep(on: shelf, at: date)
    }

    public static func == (lhs: GameSave, rhs: GameSave) -> Bool {
        lhs.snapshot.isEqual(to: rhs.snapshot)
    }

    public func hash(into hasher: inout Hasher) {
        snapshot.hash(into: &hasher)
    }
}

/// A snapshot that hands itself to a shelf: what ``GameSave`` hides its content behind.
private protocol SavableSnapshot: Hashable, Sendable {
    func keep(on shelf: some SaveShelf, at date: Date) throws
}

extension SavableSnapshot {
    /// Whether `other` is the same snapshot: of the same content, and equal.
    func isEqual(to other: any SavableSnapshot) -> Bool {
        (other as? Self) == self
    }
}

extension GameSnapshot: SavableSnapshot {
    fileprivate func keep(on shelf: some SaveShelf, at date: Date) throws {
        try shelf.keep(SavedGame(
            savedAt: date, game: game, elapsedSeconds: clock - game.statistics.startedAt, seed: seed, mode: mode, moves: moves,
            tally: tally
        ))
    }
}
