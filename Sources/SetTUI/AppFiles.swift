import FoundationEssentials
import SetApp
import SetCore
import SetLoop
import SetStore

/// The files behind the app (B3, B5): reads the saved games and what the app keeps of the
/// records at launch, and performs the model's ``AppEffect``s — writes, and the queries the
/// Scores and Statistics tabs ask — answering with messages for the model. A file
/// problem becomes a notice for the player; it never stops the game, and a score that could
/// not be written is kept here and written with the next one.
final class AppFiles: AppFileStore {
    private let scores: ScoreStore?
    private let saves: SaveStore?
    /// Where the mode chosen in the New game menu is remembered.
    private let memory: ModeMemory?
    /// The data directory, which keeps the first-run welcome's marker.
    private let directory: DataDirectory?
    /// The file system the files are changed through.
    private let fileSystem: any StoreFileSystem
    /// The mode this run last wrote to settings.json: starting it again writes nothing (each
    /// write is an atomic replace with fsync).
    private var lastRemembered: PlayMode?
    /// Why nothing can be written, when the data directory is unusable. Found out at the
    /// first need (the launch messages, after the first frame, or a write before them):
    /// the check creates a file, a write a start-up need not wait for.
    private lazy var problem: String? = findProblem()
    /// Why no data directory could be resolved, if none could.
    private let unresolved: String?
    /// Finished games whose records could not be written yet, oldest first.
    private var unsaved: [ScoreRecord] = []
    /// What the app keeps of the records, as last read or written.
    private var overview = RecordsOverview()
    /// The problems with games in the database already told, each told once.
    private var toldProblems: Set<String> = []
    /// Why the game in progress could not be saved on quitting, if it could not.
    private(set) var saveFailure: String?
    /// Where games were saved instead of their own files, which hold a newer set-game's
    /// saves: told on the restored terminal.
    private(set) var savedElsewhere: [String] = []
    /// The saved games to offer, each on its game's tab before that game is dealt.
    let resumeOffers: [ResumeOffer]
    /// For each save that could not be resumed, a notice naming its game and why.
    private let saveRefusals: [String]

    /// How long a write of the score list waits for another process's while
    /// the game is on screen: a write under it takes milliseconds.
    static let patience: Duration = .milliseconds(250)
    /// How long the last try at quitting waits for it.
    static let patienceAtQuit: Duration = .seconds(2)

    /// The files in `--data-dir` (or the XDG data directory when nil), changed through
    /// `fileSystem`; reads the saved game of each game played under `settings`. Whether
    /// they can be written is checked once the board is on screen.
    init(dataDirectory override: String?, settings: AppSettings, fileSystem: any StoreFileSystem = SystemFileSystem()) {
        self.fileSystem = fileSystem
        let directory = try? DataDirectory(override: override)
        self.directory = directory
        if let directory {
            scores = ScoreStore(directory: directory.url, fileSystem: fileSystem, patience: Self.patience)
            saves = SaveStore(directory: directory.url, fileSystem: fileSystem)
            memory = ModeMemory(directory: directory.url)
            unresolved = nil
        } else {
            scores = nil
            saves = nil
            memory = nil
            unresolved = "\(StoreError.noDataDirectory)"
        }
        (resumeOffers, saveRefusals) = saves.map { ResumeOffer.load(from: $0, settings: settings) } ?? ([], [])
    }

    /// Checks that the data directory can be written (and clears what interrupted writes
    /// left in it); why not, if it cannot.
    private func findProblem() -> String? {
        guard let directory else { return unresolved }
        do {
            try directory.checkWritable(fileSystem: fileSystem)
            directory.removeLeftovers(fileSystem: fileSystem)
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// What the model should learn before the first frame: the saved games to offer, and the
    /// welcome on the first launch with this data directory (one `open` away, so the first
    /// frame shows it rather than waiting on the score list).
    func openingMessages() -> [AppMessage] {
        var messages: [AppMessage] = resumeOffers.isEmpty ? [] : [.savesFound(resumeOffers)]
        if let directory, !directory.hasWelcomed(fileSystem: fileSystem) { messages.append(.welcome) }
        return messages
    }

    /// What the model should learn once the board is on screen: problems with the files. The
    /// records are read when the model first needs them (``AppEffect/readRecords``).
    func launchMessages() -> [AppMessage] {
        var messages: [AppMessage] = []
        if let problem { messages.append(.notice("Scores won't be saved: \(problem) — use --data-dir")) }
        return messages + saveRefusals.map(AppMessage.notice)
    }

    /// Reads what the app keeps of the records: the score database opened (an older score
    /// list imported, a damaged database set aside), its overview.
    private func readRecords() -> [AppMessage] {
        guard let scores else { return [.scoresChanged(overview.adding(unsaved), rank: nil, notice: nil)] }
        do {
            let loaded = try scores.load()
            overview = loaded.overview
            return [.scoresChanged(overview.adding(unsaved), rank: nil, notice: loaded.notice)]
        } catch StoreError.busy(let file) {
            return [.notice("Scores are busy (another program holds \(file)): the list is read again when a game ends")]
        } catch {
            return [.notice("The score list cannot be read: \(error)")]
        }
    }

    /// Does `effect`; returns what the model should hear about it.
    func perform(_ effect: AppEffect) -> [AppMessage] {
        switch effect {
        case .recordScore(let summary):
            return record(AppFiles.record(summary, date: Date()))
        case .saveGame(let save):
            do {
                guard let saves else { throw StoreError.noDataDirectory }
                try save.keep(on: saves, at: Date())
                if let notice = saves.besideNotice(for: save.mode), !savedElsewhere.contains(notice) { savedElsewhere.append(notice) }
            } catch {
                saveFailure = [saveFailure, "\(error)"].compactMap { $0 }.joined(separator: "; ")
                return [.notice("The game could not be saved: \(error)")]
            }
        case .rememberMode(let mode):
            guard mode != lastRemembered else { return [] }
            do {
                try memory?.write(mode)
                lastRemembered = mode
            } catch {
                return [.notice("The mode chosen could not be remembered for the next start: \(error)")]
            }
        case .discardSavedGame(let mode):
            do {
                try saves?.discard(mode)
            } catch {
                return [.notice("\(error)")]
            }
        case .readRecords:
            return readRecords()
        case .listScores(let mode):
            return list(mode)
        case .findStatistics(let mode, let historyLength):
            do {
                return [.statisticsFound(mode, try scores?.statistics(of: mode, historyLength: historyLength) ?? Statistics(records: []))]
            } catch {
                return [.notice("The statistics cannot be read: \(error)")]
            }
        case .markWelcomed:
            // An unusable directory was told of at launch; the welcome just shows again.
            guard problem == nil else { return [] }
            do {
                try directory?.markWelcomed(fileSystem: fileSystem)
            } catch {
                return [.notice("The welcome will show again at the next start: \(error)")]
            }
        }
        return []
    }

    /// The best games of `mode`, with those not written yet ranked among them; a problem
    /// with some of them is told once.
    private func list(_ mode: GameMode) -> [AppMessage] {
        do {
            let ranked = try scores?.ranking(of: mode) ?? RankedScores(mode: mode, records: [])
            let waiting = unsaved.filter { $0.mode == mode }
            let listed = waiting.isEmpty ? ranked : RankedScores(mode: mode, records: ScoreBoard(records: ranked.records + waiting).records)
            guard let problem = ranked.problem, toldProblems.insert(problem).inserted else { return [.scoresListed(listed)] }
            return [.scoresListed(listed), .notice(problem)]
        } catch {
            return [.notice("The score list cannot be read: \(error)")]
        }
    }

    /// Writes `record` with any kept from earlier failures, in one transaction; on failure
    /// keeps them all and ranks the last among its mode's list.
    private func record(_ record: ScoreRecord) -> [AppMessage] {
        let pending = unsaved + [record]
        let reason: String
        do {
            guard let scores else { throw StoreError.noDataDirectory }
            let appended = try scores.append(pending)
            unsaved = []
            overview = appended.overview
            return [.scoresChanged(overview, rank: appended.rank, notice: appended.setAside?.notice)]
        } catch {
            reason = "\(error)"
        }
        unsaved = pending
        // The records may not have been read yet: they are read when first needed.
        let loaded = try? scores?.load()
        if let loaded { overview = loaded.overview }
        var shown = ScoreBoard(records: (try? scores?.ranking(of: record.mode).records) ?? [])
        let rank = pending.filter { $0.mode == record.mode }.map { shown.insert($0) }.last!
        return [.scoresChanged(overview.adding(pending), rank: rank, notice: loaded?.notice), .scoreNotSaved(reason: reason)]
    }

    /// Writes the records kept from failed writes, waiting longer for the lock: the last
    /// chance, at quitting. Returns what to tell the player on the restored terminal when
    /// they still cannot be written, nil when nothing is lost.
    func writeKeptScores() -> String? {
        guard !unsaved.isEmpty else { return nil }
        let what = unsaved.count == 1 ? "the score of 1 finished game" : "the scores of \(unsaved.count) finished games"
        do {
            guard let directory else { throw StoreError.noDataDirectory }
            _ = try ScoreStore(directory: directory.url, fileSystem: fileSystem, patience: Self.patienceAtQuit).append(unsaved)
            unsaved = []
            return nil
        } catch {
            return "\(what) could not be written, and \(unsaved.count == 1 ? "is" : "are") lost: \(error)"
        }
    }

    static func record(_ summary: GameSummary, date: Date) -> ScoreRecord {
        ScoreRecord(
            score: summary.score, date: date, durationSeconds: summary.durationSeconds, setsFound: summary.setsFound,
            mistakes: summary.mistakes, hints: summary.hints, mode: summary.mode, seed: summary.seed,
            secondsPerSet: summary.secondsPerSet, rival: summary.rival, moves: summary.moves, undos: summary.undos
        )
    }
}
