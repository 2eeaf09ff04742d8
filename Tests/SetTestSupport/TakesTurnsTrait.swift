import Foundation
import Testing

/// Lets a suite's tests run as many at a time as there are cores, each test's time limit
/// counting from its turn.
///
/// Swift Testing starts every test of the run at once and the time limit of each from its
/// start, while their bodies queue for the cooperative pool's few threads (one per core):
/// with a few minutes of tests on two cores, a test of a millisecond waited past its one
/// minute behind the others and failed. Under this trait a test function first waits,
/// without holding a thread, for one of as many turns as there are cores; its cases and
/// their time limits start once it has one, so a limit measures the test, not the queue.
///
/// Every suite that runs on the pool takes turns (`@Suite(.timeLimit(.minutes(1)), .takesTurns)`),
/// async ones that await servers too; a suite that waits synchronously (child processes,
/// tmux, semaphores) runs `.ownThreads` instead.
public struct TakesTurnsTrait: SuiteTrait, TestTrait, TestScoping {
    /// The suite's tests, and the tests of suites inside it, all take turns.
    public var isRecursive: Bool { true }

    /// A scope around each test function, outside its cases' time limits (Swift Testing
    /// starts a case's limit before the case's own scopes); none for a suite.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> TakesTurnsTrait? {
        testCase == nil && !test.isSuite ? self : nil
    }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await Turns.shared.take()
        do {
            try await function()
        } catch {
            await Turns.shared.give()
            throw error
        }
        await Turns.shared.give()
    }
}

extension Trait where Self == TakesTurnsTrait {
    /// Runs the tests as many at a time as there are cores, each time limit counting from
    /// the test's turn (see ``TakesTurnsTrait``).
    public static var takesTurns: TakesTurnsTrait { TakesTurnsTrait() }
}

/// As many turns as cores, handed out first come, first served.
actor Turns {
    static let shared = Turns(count: ProcessInfo.processInfo.activeProcessorCount)

    private let count: Int
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []
    /// When a turn was last taken or given (or the turns were made).
    private var lastChange = ContinuousClock.now

    init(count: Int) {
        self.count = max(1, count)
        free = self.count
    }

    /// Returns once the caller has a turn.
    func take() async {
        lastChange = .now
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the caller's turn to the next in line, or frees it.
    func give() {
        lastChange = .now
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }

    /// Returns once no test holds a turn or waits for one and none has taken or given one
    /// for `quiet`: the tests that take turns are done, or none has started yet. A run starts
    /// all its tests at once, so within `quiet` of the start those of the run are in line.
    /// Returns at once when the caller's task is cancelled.
    func untilIdle(quiet: Duration = .seconds(1)) async {
        while free < count || !waiting.isEmpty || ContinuousClock.now - lastChange < quiet {
            do { try await Task.sleep(for: .milliseconds(100)) } catch { return }
        }
    }
}
