import Foundation
import SetApp
import SetCore
import SetLoop
import SetRender
import SetStore
import SetTerminal

@testable import SetTUI

/// A terminal in memory for run-loop tests (ratatui's `TestBackend`, with input): it hands
/// out the events of its script one by one, then `.endOfInput`, and records every frame,
/// wait, suspension and resumption. A scripted `.timedOut` moves `clock` on by the timeout
/// the loop asked for, as waiting that long would; a scripted resize changes ``size``.
final class ScriptedTerminal: TerminalBackend {
    /// What the run loop did with the terminal, in order.
    enum Entry: Equatable {
        case frame(Grid)
        /// A wait, with the timeout the loop gave (nil: no limit).
        case wait(timeout: Double?)
        case suspend
        case resume
    }

    private(set) var size: (width: Int, height: Int)
    private(set) var log: [Entry] = []
    private var script: [TerminalEvent]
    private let clock: ManualClock

    init(width: Int = 80, height: Int = 24, clock: ManualClock, script: [TerminalEvent]) {
        size = (width, height)
        self.clock = clock
        self.script = script
    }

    /// Every frame drawn, in order.
    var frames: [Grid] {
        log.compactMap { if case .frame(let grid) = $0 { grid } else { nil } }
    }

    /// The timeouts of every wait, in order.
    var timeouts: [Double?] {
        log.compactMap { entry -> Double?? in
            if case .wait(let timeout) = entry { .some(timeout) } else { nil }
        }
    }

    /// Whether every scripted event was handed out.
    var scriptIsDone: Bool { script.isEmpty }

    func draw(_ grid: Grid) {
        log.append(.frame(grid))
    }

    func nextEvent(timeout: Double?) -> TerminalEvent {
        log.append(.wait(timeout: timeout))
        guard !script.isEmpty else { return .endOfInput }
        let event = script.removeFirst()
        switch event {
        case .timedOut: clock.now += timeout ?? 0
        case .input(.resize(let width, let height)): size = (width, height)
        default: break
        }
        return event
    }

    /// Seconds the clock moves on while suspended (the player at the shell).
    var secondsSuspended = 0.0

    func suspend() {
        log.append(.suspend)
        clock.now += secondsSuspended
    }

    func resume() { log.append(.resume) }
}

/// A clock that moves only when told (by ``ScriptedTerminal``'s timeouts).
final class ManualClock: GameClock {
    var now: Double = 0
}

/// Files in memory: records every effect; a recorded score is kept and ranked (first among
/// its equals' list, as `AppFiles` would rank it in an empty one), and the tabs' queries are
/// answered from the records kept.
final class MemoryFiles: AppFileStore {
    /// What the loop is told before the first frame.
    var opening: [AppMessage] = []
    var launch: [AppMessage] = []
    /// The records the queries answer from.
    var records: [ScoreRecord] = []
    /// Called when the loop asks for the launch messages.
    var onLaunch: () -> Void = {}
    private(set) var launchCount = 0
    private(set) var performed: [AppEffect] = []

    func openingMessages() -> [AppMessage] { opening }

    func launchMessages() -> [AppMessage] {
        launchCount += 1
        onLaunch()
        return launch
    }

    let saveFailure: String? = nil

    func perform(_ effect: AppEffect) -> [AppMessage] {
        performed.append(effect)
        switch effect {
        case .recordScore(let summary):
            records.append(AppFiles.record(summary, date: .distantPast))
            return [.scoresChanged(RecordsOverview(records: records), rank: 1, notice: nil)]
        case .readRecords:
            return [.scoresChanged(RecordsOverview(records: records), rank: nil, notice: nil)]
        case .listScores(let mode):
            return [.scoresListed(RankedScores(mode: mode, records: ScoreBoard(records: records).records(in: mode)))]
        case .findStatistics(let mode, let historyLength):
            return [.statisticsFound(mode, Statistics(records: ScoreBoard(records: records).records(in: mode), historyLength: historyLength))]
        default:
            return []
        }
    }

    /// The SET games saved so far.
    var saves: [GameSnapshot<SetCard>] {
        performed.compactMap { if case .saveGame(let save) = $0 { save.snapshot(of: SetCard.self) } else { nil } }
    }
}
