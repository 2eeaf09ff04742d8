import SetCore
import SetStore

/// A saved game the player may resume, offered on its game's tab the first time the tab is
/// shown (B5, G1): each game's save is its own question, as its file is its own.
public struct ResumeOffer: Hashable, Sendable {
    /// The game saved.
    public let save: GameSave
    /// When it was saved, as the question shows it.
    public let savedAt: String
    /// The mode whose file it was read from, deleted once it is resumed or declined.
    public let slot: GameMode

    public init(save: GameSave, savedAt: String, slot: GameMode) {
        self.save = save
        self.savedAt = savedAt
        self.slot = slot
    }

    /// The saves of the games the app plays under `settings` (``AppModel/games``), each taken
    /// from `shelf` (the shell reads the files) in the place of the mode it plays: those to
    /// offer, and for each that cannot be resumed a notice naming its game and why.
    public static func load(from shelf: some SaveShelf, settings: AppSettings) -> (offers: [ResumeOffer], refusals: [String]) {
        let loaded = AppModel.games.map { $0.loadSave(shelf, settings) }
        return (loaded.compactMap(\.offer), loaded.compactMap(\.refusal))
    }

    /// The save of the game of `Content` in `mode`, replayed through the referee its mode in
    /// `modes` makes: an offer, or why it cannot be resumed.
    static func load<Content: GameContent>(
        _ content: Content.Type, mode: PlayMode, modes: ModeBook<Content>, from shelf: some SaveShelf
    ) -> (offer: ResumeOffer?, refusal: String?) {
        let slot = mode.scoreMode(on: Content.deck)
        switch shelf.take(slot, as: content, replay: ModeReplay(book: modes)) {
        case .none: return (nil, nil)
        case .refused(let reason): return (nil, "The saved \(Content.gameName) game cannot be resumed: \(reason)")
        case .saved(let saved):
            let snapshot = GameSnapshot(game: saved.game, clock: saved.clock, seed: saved.seed, moves: saved.moves, mode: saved.mode, tally: saved.tally)
            return (ResumeOffer(save: GameSave(snapshot), savedAt: DateText.format(saved.savedAt), slot: slot), nil)
        }
    }
}
