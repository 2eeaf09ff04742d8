import Foundation
import SetApp
import SetCore
import SetStore

/// The files behind the app (B3, B5): loads the score list and the saved game at launch
/// and performs the model's ``AppEffect``s, answering with messages for the model. A file
/// problem becomes a notice for the player; it never stops the game.
struct AppFiles: AppFileStore {
    private let scores: ScoreStore?
    private let saves: SaveStore?
    private let problem: String?

    /// The files in `--data-dir` (or the XDG data directory when nil).
    init(dataDirectory override: String?) {
        do {
            let directory = try DataDirectory(override: override).url
            scores = ScoreStore(directory: directory)
            saves = SaveStore(directory: directory)
            problem = nil
        } catch {
            scores = nil
            saves = nil
            problem = "Scores and saved games are off: \(error)"
        }
    }

    /// What the model should learn at launch: the score list, a game to resume, problems.
    func launchMessages() -> [AppMessage] {
        var messages: [AppMessage] = []
        if let problem { messages.append(.notice(problem)) }
        if let list = loadScores() { messages.append(list) }
        switch saves?.load() {
        case .saved(let saved)?:
            let snapshot = GameSnapshot(game: saved.game, clock: saved.game.statistics.startedAt + saved.elapsedSeconds, seed: saved.seed)
            messages.append(.offerResume(snapshot, savedAt: DateText.format(saved.savedAt)))
        case .refused(let reason)?:
            messages.append(.notice("The saved game cannot be resumed: \(reason)"))
        case .none?, nil:
            break
        }
        return messages
    }

    /// Does `effect`; returns what the model should hear about it.
    func perform(_ effect: AppEffect) -> AppMessage? {
        do {
            switch effect {
            case .recordScore(let summary):
                guard let scores else { return nil }
                let appended = try scores.append(AppFiles.record(summary, date: Date()))
                let list = try scores.load()
                return .scoresChanged(list.board.ranked.map(\.record), rank: appended.rank, notice: appended.setAside?.notice)
            case .saveGame(let snapshot):
                let game = snapshot.game
                let saved = SavedGame(
                    savedAt: Date(), game: game, elapsedSeconds: snapshot.clock - game.statistics.startedAt,
                    seed: snapshot.seed, mode: game.rule == .anyGroup ? "test" : "standard"
                )
                try saves?.save(saved)
            case .discardSavedGame:
                try saves?.discard()
            }
        } catch {
            return .notice("\(error)")
        }
        return nil
    }

    private func loadScores() -> AppMessage? {
        guard let scores else { return nil }
        do {
            let loaded = try scores.load()
            return .scoresChanged(loaded.board.ranked.map(\.record), rank: nil, notice: loaded.setAside?.notice)
        } catch {
            return .notice("The score list cannot be read: \(error)")
        }
    }

    static func record(_ summary: GameSummary, date: Date) -> ScoreRecord {
        ScoreRecord(
            score: summary.score, date: date, durationSeconds: summary.durationSeconds, setsFound: summary.setsFound,
            mistakes: summary.mistakes, hints: summary.hints, mode: summary.mode, seed: summary.seed,
            secondsPerSet: summary.secondsPerSet
        )
    }
}
