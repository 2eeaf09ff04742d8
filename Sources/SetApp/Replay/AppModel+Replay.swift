import SetCore
import SetFrame
import SetStore

/// A replay on the Scores tab (issue 24 item 16): Enter on a row plays its game back over
/// the tab until Esc; the player's games stand still meanwhile, untouched.
extension AppModel {
    /// Plays back the game of the Scores row under the cursor; a record that kept no moves
    /// (older than format 2) says so instead.
    mutating func replayChosenScore() {
        let scores = shownScores
        guard let index = scoresCursor, scores.indices.contains(index) else { return }
        let record = scores[index]
        guard let moves = record.moves, !moves.isEmpty else {
            return tell("No replay kept for this game: it was recorded without its moves, by an older set-game.")
        }
        let (screen, settings) = (geometry.screen, settings)
        let made = Self.games.lazy.compactMap { $0.makeReplayBoard(record.mode, record.seed, settings, screen.width, screen.height) }
        guard let board = made.first else {
            return tell("This \(record.mode.shortName.printable) game cannot be replayed by this set-game.")
        }
        replay = Replay(record: record, moves: moves, board: board, now: now)
    }

    /// Ends the replay: the Scores tab shows again.
    mutating func endReplay() {
        replay = nil
    }

    /// Whether the replay can be seen: on the Scores tab, its cards fitting the screen, and
    /// nothing over it. It stands still otherwise.
    var replayIsVisible: Bool {
        guard tab == .scores, let replay, replay.board.geometry.layout != nil else { return false }
        return !isSuspended && !showsHelp && !showsWelcome && notice == nil && confirmation == nil && menu == nil
    }

    /// A character during a replay: Space or `p` pauses and plays on, `.` steps one move,
    /// `+` and `-` change the speed, `q` ends it.
    mutating func handleReplay(_ character: Character) {
        switch character {
        case " ", "p": replay?.togglePause()
        case ".": replay?.step()
        case "+", "=": replay?.changeSpeed(faster: true)
        case "-", "_": replay?.changeSpeed(faster: false)
        case "q": endReplay()
        default: break
        }
    }

    /// A named key during a replay: → steps one move, Esc ends it.
    mutating func handleReplay(_ key: SpecialKey) {
        switch key {
        case .right: replay?.step()
        case .escape: endReplay()
        default: break
        }
    }
}
