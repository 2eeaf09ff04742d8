import Foundation
import Testing

@testable import SetStore

@Suite(.timeLimit(.minutes(10))) struct ScoreStoreTests {
    let directory = TemporaryDirectory()
    var store: ScoreStore { ScoreStore(directory: directory.url, clock: { day() }) }

    @Test func anEmptyDirectoryHasNoScoresAndGetsNoFiles() throws {
        #expect(try store.load() == ScoreStore.Loaded(board: ScoreBoard(), setAside: nil))
        #expect(directory.fileNames.isEmpty)
    }

    @Test func appendReturnsRankAndTotalAndLoadRanks() throws {
        #expect(try store.append([record(5)]).rankAndTotal == [1, 1])
        #expect(try store.append([record(9, at: day(1))]).rankAndTotal == [1, 2])
        #expect(try store.append([record(5, at: day(2))]).rankAndTotal == [3, 3])
        #expect(try store.append([record(1, at: day(3))]).rank == 4)
        let loaded = try store.load()
        #expect(loaded.board.records == [record(9, at: day(1)), record(5), record(5, at: day(2)), record(1, at: day(3))])
        #expect(loaded.setAside == nil)
        #expect(directory.fileNames == ["scores.json", "scores.json.lock"])
    }

    @Test func appendClearsAwayWhatAWriterKilledMidWriteLeft() throws {
        _ = try store.append([record(5)])
        try AtomicFile.write(Data("half".utf8), to: store.fileURL, stoppingAfter: .syncTemporary)
        #expect(directory.fileNames.count == 3)
        _ = try store.append([record(6)])
        #expect(directory.fileNames == ["scores.json", "scores.json.lock"])
        #expect(try store.load().board.records.count == 2)
    }

    @Test func theFileHasAVersionAndSortedKeys() throws {
        _ = try store.append([record(5)])
        let text = try directory.read("scores.json")
        #expect(text.hasPrefix("{\n  \"records\" : [\n"))
        #expect(text.hasSuffix("\"version\" : 2\n}"))
        #expect(text.contains("\"date\" : \"2025-01-02T03:04:05Z\""))
    }

    @Test func anUnsortedFileLoadsRanked() throws {
        try directory.write(#"{"version": 1, "records": [\#(json(record(1))), \#(json(record(7)))]}"#, to: "scores.json")
        #expect(try store.load().board.records.map(\.score) == [7, 1])
    }

    @Test func aCorruptFileIsSetAsideAndReportedAndTheNewListWorks() throws {
        try directory.write("{ not json", to: "scores.json")
        let loaded = try store.load()
        #expect(loaded.board.records.isEmpty)
        let setAside = try #require(loaded.setAside)
        let keptName = setAside.keptAs.lastPathComponent
        #expect(keptName.wholeMatch(of: /scores\.json\.corrupt-\d{8}-\d{6}/) != nil)
        #expect(setAside.notice == "scores.json was unreadable (it is not complete JSON) and was kept as \(keptName)")
        #expect(try directory.read(keptName) == "{ not json")

        #expect(try store.append([record(4)]).rankAndTotal == [1, 1])
        #expect(try store.load() == ScoreStore.Loaded(board: ScoreBoard(records: [record(4)]), setAside: nil))
    }

    @Test func appendingOverACorruptFileReportsItToo() throws {
        try directory.write("garbage", to: "scores.json")
        let appended = try store.append([record(4)])
        #expect(appended.rank == 1 && appended.board.records.count == 1)
        #expect(appended.setAside?.keptAs.lastPathComponent.hasPrefix("scores.json.corrupt-") == true)
        #expect(try store.load().board.records == [record(4)])
    }

    @Test func aNewerVersionIsRefusedAndLeftUntouched() throws {
        let newer = #"{"version": 3, "records": [], "players": {}}"#
        try directory.write(newer, to: "scores.json")
        let refusal = StoreError.newerVersion(file: "scores.json", version: 3, supported: 2)
        #expect(throws: refusal) { try store.load() }
        #expect(throws: refusal) { try store.append([record(4)]) }
        #expect(try directory.read("scores.json") == newer)
        #expect(directory.fileNames == ["scores.json", "scores.json.lock"])
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
    /// append at once, as six games finishing together; the lock must keep every record
    /// (without it, about half are lost).
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

        let scores = try store.load().board.records.map(\.score)
        let expected = workers.flatMap { worker in
            (0..<Self.appendsPerWorker).map { Int(worker.processIdentifier) % 1000 * 1000 + $0 }
        }
        #expect(scores.count == expected.count)
        let lost = Set(expected).subtracting(scores)
        #expect(lost.isEmpty, "\(lost.count) of \(expected.count) records lost")
    }
}

/// `record` as JSON, as the store writes it.
private func json(_ record: ScoreRecord) -> String {
    String(decoding: try! StoreCoding.encoder().encode(record), as: UTF8.self)
}

extension ScoreStore.Appended {
    /// The new record's rank and how many records the list holds.
    var rankAndTotal: [Int] { [rank, board.records.count] }
}
