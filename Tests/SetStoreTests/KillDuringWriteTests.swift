import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// `kill -9` in the middle of writing: a worker process (this test binary running only
/// ``writesUntilKilled()``) appends scores and saves games in a loop, printing each one
/// once the store returned; the driver kills it at random moments. Every file must stay
/// readable, and every record reported saved must be there.
@Suite(.serialized, .timeLimit(.minutes(3)), .ownThreads) struct KillDuringWriteTests {
    static let workerDirectory = ProcessInfo.processInfo.environment["SET_STORE_KILL_DIRECTORY"]

    /// Runs only inside the worker processes started by ``killedWritersLoseNothingReported()``.
    @Test(.enabled(if: workerDirectory != nil, "runs only as a worker process"))
    func writesUntilKilled() throws {
        let directory = URL(fileURLWithPath: try #require(Self.workerDirectory))
        let scores = ScoreStore(directory: directory)
        let saves = SaveStore(directory: directory)
        let first = Int(ProcessInfo.processInfo.environment["SET_STORE_KILL_FIRST"] ?? "0")!
        let (game, moves) = gameInProgress()
        for number in first... {
            _ = try scores.append([record(number % 1_000_000, at: day(Double(number)))])
            try saves.save(SavedGame(savedAt: day(Double(number)), game: game, elapsedSeconds: Double(10 + number % 1000), seed: 7, mode: .standard, moves: moves))
            FileHandle.standardOutput.write(Data("\(number)\n".utf8))
        }
    }

    @Test("kill -9 during 200 score writes and 200 saves: files stay valid, nothing reported saved is lost")
    func killedWritersLoseNothingReported() throws {
        let directory = TemporaryDirectory()
        let executable = try #require(Bundle.main.executableURL)
        var reported: [Int] = []
        var generator = SplitMix64(seed: 9)
        var kills = 0
        while reported.count < 200 {
            let output = directory.url.appendingPathComponent("worker.out")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            let process = Process()
            process.executableURL = executable
            process.arguments = ["--testing-library", "swift-testing", "--filter", "writesUntilKilled"]
            process.environment = ProcessInfo.processInfo.environment.merging([
                "SET_STORE_KILL_DIRECTORY": directory.url.path, "SET_STORE_KILL_FIRST": "\((reported.last ?? -1) + 1)",
            ]) { $1 }
            process.standardOutput = try FileHandle(forWritingTo: output)
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Wait until it has written something, then kill it a random few milliseconds later.
            let start = Date()
            while (try Data(contentsOf: output)).isEmpty, Date().timeIntervalSince(start) < 30 { usleep(2_000) }
            usleep(useconds_t(generator.draw(below: 40_000)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            kills += 1
            let lines = String(decoding: try Data(contentsOf: output), as: UTF8.self).split(separator: "\n")
            reported += lines.compactMap { Int($0) }

            let scores = try ScoreStore(directory: directory.url).loadBoard()
            #expect(scores.notice == nil, "the score database is not whole after kill \(kills): \(scores.notice ?? "")")
            let saveData = try Data(contentsOf: directory.url.appendingPathComponent("savedgame.json"))
            #expect((try? JSONSerialization.jsonObject(with: saveData)) != nil, "savedgame.json is not valid JSON after kill \(kills)")
            guard case .saved = SaveStore(directory: directory.url).load() else {
                Issue.record("the save does not resume after kill \(kills)")
                return
            }
        }
        let kept = Set(try ScoreStore(directory: directory.url).board().records.map(\.score))
        let lost = Set(reported).subtracting(kept)
        #expect(lost.isEmpty, "\(lost.count) of \(reported.count) reported records lost")
        #expect(kills >= 5)
        print("kill -9: \(kills) kills, \(reported.count) writes reported, \(kept.count) records kept, \(lost.count) lost")
    }
}
