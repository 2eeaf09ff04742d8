import Foundation
import GRDB
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

@Suite(.timeLimit(.minutes(1)), .ownThreads) struct ScoreStoreTests {
    let directory = TemporaryDirectory()
    var store: ScoreStore { ScoreStore(directory: directory.url, clock: { day() }) }

    @Test func anEmptyDirectoryHasNoScoresAndGetsNoFiles() throws {
        #expect(try store.load() == ScoreStore.Loaded(overview: RecordsOverview(), setAside: nil, problem: nil))
        #expect(directory.fileNames.isEmpty)
    }

    @Test func appendReturnsRankAndTotalAndLoadRanks() throws {
        #expect(try store.append([record(5)]).rankAndTotal == [1, 1])
        #expect(try store.append([record(9, at: day(1))]).rankAndTotal == [1, 2])
        #expect(try store.append([record(5, at: day(2))]).rankAndTotal == [3, 3])
        #expect(try store.append([record(1, at: day(3))]).rank == 4)
        #expect(try store.append([record(9, at: day(1))]).rank == 2, "an equal game after an earlier one ranks after it")
        let loaded = try store.loadBoard()
        #expect(loaded.board.records == [record(9, at: day(1)), record(9, at: day(1)), record(5), record(5, at: day(2)), record(1, at: day(3))])
        #expect(loaded.setAside == nil)
        #expect(directory.fileNames.filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") } == ["scores.sqlite"])
    }

    @Test func ranksAreWithinTheModeAndTheListShowsEachModesBest() throws {
        let store = ScoreStore(directory: directory.url)
        _ = try store.append([record(50, mode: .test), record(60, mode: .test)])
        #expect(try store.append([record(10)]).rank == 1)
        #expect(try store.append([record(55, at: day(1), mode: .test)]).rank == 2)
        #expect(try store.board().records(in: .test).map(\.score) == [60, 55, 50])
    }

    @Test func everyGameIsKeptAndTheListShowsTheBestOfEachMode() throws {
        let games = (0..<(StoreLimits.recordsPerMode + 5)).map { record($0 % 997, at: day(Double($0))) }
        _ = try store.append(games)
        let shown = try store.board().records
        #expect(shown.count == StoreLimits.recordsPerMode)
        #expect(shown == Array(ScoreBoard(records: games).records))
        let kept = try ScoreStore(directory: directory.url).append([record(-1, at: day(-1))])
        #expect(kept.rank == StoreLimits.recordsPerMode + 6, "ranked among every game kept, not only those shown")
    }

    @Test func aGameWithMovesKeepsThemThroughTheDatabase() throws {
        let moves = [TimedMove(.hint, at: 1.5), TimedMove(.choose(CardID(3)), at: 2), TimedMove(.rivalTook([CardID(1), CardID(2), CardID(4)]), at: 9)]
        var game = record(7, secondsPerSet: [1.5, 3])
        game.moves = moves
        game.rival = RivalResult(score: 2, sets: 2)
        _ = try store.append([game])
        let read = try #require(try ScoreStore(directory: directory.url).board().records.first)
        #expect(read == game)
        #expect(read.moves == moves)
    }

    @Test func aRowNoGameCouldHaveMadeIsNotShownAndTold() throws {
        _ = try store.append([record(5), record(6)])
        let queue = try DatabaseQueue(path: directory.url.appendingPathComponent("scores.sqlite").path)
        try queue.write { try $0.execute(sql: "UPDATE game SET score = 5000000 WHERE score = 6") }
        let loaded = try ScoreStore(directory: directory.url).loadBoard()
        #expect(loaded.board.records.map(\.score) == [5])
        #expect(loaded.notice == "1 game in scores.sqlite cannot be shown: score 5000000 is out of range")
    }

    @Test func aDamagedDatabaseIsSetAsideAndReportedAndTheNewOneWorks() throws {
        try directory.write("SQLite format 3\u{0}" + String(repeating: "garbage ", count: 600), to: "scores.sqlite")
        let loaded = try store.loadBoard()
        #expect(loaded.board.records.isEmpty)
        let setAside = try #require(loaded.setAside)
        let keptName = setAside.keptAs.lastPathComponent
        #expect(keptName.wholeMatch(of: /scores\.sqlite\.corrupt-\d{8}-\d{6}/) != nil)
        #expect(setAside.notice.hasPrefix("scores.sqlite was unreadable (it is "), "\(setAside.notice)")
        #expect(try directory.read(keptName).hasSuffix("garbage "))
        #expect(try store.append([record(4)]).rankAndTotal == [1, 1])
    }

    @Test func aTextFileInPlaceOfTheDatabaseIsSetAsideOnAppendToo() throws {
        try directory.write(String(repeating: "not a database\n", count: 100), to: "scores.sqlite")
        let appended = try store.append([record(4)])
        #expect(appended.rank == 1 && appended.overview.listed(in: .standard) == 1)
        #expect(appended.setAside?.notice.hasPrefix("scores.sqlite was unreadable (it is not a database) and was kept as scores.sqlite.corrupt-") == true)
        #expect(try store.board().records == [record(4)])
    }

    @Test func aNewerDatabaseIsRefusedAndLeftUntouched() throws {
        _ = try store.append([record(4)])
        let queue = try DatabaseQueue(path: directory.url.appendingPathComponent("scores.sqlite").path)
        try queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99: from the future')") }
        let refusal = StoreError.newerVersion(file: "scores.sqlite", version: ScoreStore.schemaVersion + 1, supported: ScoreStore.schemaVersion)
        #expect(throws: refusal) { try ScoreStore(directory: directory.url).load() }
        #expect(throws: refusal) { try ScoreStore(directory: directory.url).append([record(5)]) }
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM game") } == 1)
    }

    /// Where ``appendsAsAWorkerProcess()`` appends, when this test binary runs as a worker.
    static let workerDirectory = ProcessInfo.processInfo.environment["SET_STORE_WORKER_DIRECTORY"]
    static let appendsPerWorker = 30

    /// Runs only inside the worker processes started by ``sixProcessesAppendingConcurrentlyLoseNothing()``.
    @Test(.enabled(if: workerDirectory != nil, "runs only as a worker process"))
    func appendsAsAWorkerProcess() throws {
        let store = ScoreStore(directory: URL(fileURLWithPath: try #require(Self.workerDirectory)))
        let worker = ProcessInfo.processInfo.processIdentifier
        for index in 0..<Self.appendsPerWorker {
            _ = try store.append([record(Int(worker) % 1000 * 1000 + index)])
        }
    }

    /// Six real processes, each this test binary running only ``appendsAsAWorkerProcess()``,
    /// append at once, as six games finishing together; each write is a transaction, so
    /// every record is kept.
    @Test func sixProcessesAppendingConcurrentlyLoseNothing() throws {
        let executable = try #require(Bundle.main.executableURL)
        let logs = TemporaryDirectory()
        let workers = try (0..<6).map { number in
            let log = logs.url.appendingPathComponent("worker\(number).log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            let process = Process()
            process.executableURL = executable
            process.arguments = ["--testing-library", "swift-testing", "--filter", "appendsAsAWorkerProcess"]
            process.environment = ProcessInfo.processInfo.environment
                .merging(["SET_STORE_WORKER_DIRECTORY": directory.url.path]) { $1 }
            process.standardOutput = try FileHandle(forWritingTo: log)
            process.standardError = process.standardOutput
            return process
        }
        for worker in workers { try worker.run() }
        for worker in workers { worker.waitUntilExit() }
        for (number, worker) in workers.enumerated() {
            let log = try logs.read("worker\(number).log")
            #expect(worker.terminationStatus == 0, "\(log)")
        }

        let scores = try store.board().records.map(\.score)
        let expected = workers.flatMap { worker in
            (0..<Self.appendsPerWorker).map { Int(worker.processIdentifier) % 1000 * 1000 + $0 }
        }
        #expect(scores.count == expected.count)
        let lost = Set(expected).subtracting(scores)
        #expect(lost.isEmpty, "\(lost.count) of \(expected.count) records lost")
    }
}

extension ScoreStore.Appended {
    /// The new record's rank and how many records the list holds.
    var rankAndTotal: [Int] { [rank, overview.modes.reduce(0) { $0 + overview.listed(in: $1) }] }
}
