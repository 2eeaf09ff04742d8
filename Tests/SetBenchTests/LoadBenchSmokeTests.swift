import SetTestSupport
import Testing

@testable import SetBench

/// `set-game-bench --load`, small and short: 16 real SSH sessions of this process in two
/// rooms of the `serve` built beside the tests, so that a change that breaks the load
/// generator (a login, a room code never read, a key that draws nothing) shows.
@Suite("set-game-bench --load, a short run", .timeLimit(.minutes(3)), .ownThreads)
struct LoadBenchSmokeTests {
    @Test("16 players in 2 rooms: every login played, keys came back as frames, the figures are numbers")
    func shortLoad() throws {
        let game = try BenchCommand.parse([]).gamePath()
        let figures = try LoadBench(game: game, players: 16, width: 80, height: 24, seconds: 3, threads: 1).measure(.ours)
        #expect(figures.server == "set-game serve")
        #expect(figures.players == 16 && figures.rooms == 2)
        #expect(figures.logins == 14, "the guests' logins are timed, the hosts' are not")
        #expect(figures.ended == 0)
        #expect(figures.keys > 10, "about one cursor key a second from each of 14 guests")
        #expect(figures.cores > 0 && figures.kilobytesPerPlayer > 0 && figures.loginsPerSecond > 0 && figures.cpuMillisecondsPerLogin > 0)
        #expect(figures.medianMilliseconds > 0 && figures.medianMilliseconds <= figures.p99Milliseconds)
        #expect(figures.machineCores >= figures.cores * 0.5, "the machine was at least as busy as the server")
        #expect(figures.goals.allSatisfy { $0.figure.isFinite })
    }
}
