import Foundation
import Testing

/// Runs each test of a suite on threads of its own instead of Swift's cooperative pool.
///
/// Swift Testing runs every test on that pool, which has one thread per core: two on a small
/// CI machine. A test that waits synchronously — on a child process (`waitUntilExit`,
/// `waitpid`), a tmux screen it polls with `Thread.sleep`, a semaphore — holds one of those
/// threads for as long as it waits, and the tests queued behind it get no thread at all, so
/// their own time limits pass while they have not even started. Under this trait the test's
/// task prefers an executor that gives each of its jobs a new thread, so its waits block
/// nobody else; its time-limit timer still runs on the pool.
///
/// Put it on a suite whose tests wait synchronously for more than a moment:
/// `@Suite(.timeLimit(.minutes(1)), .ownThreads)`.
public struct OwnThreadsTrait: SuiteTrait, TestTrait, TestScoping {
    /// The suite's tests, and the tests of suites inside it, all run this way.
    public var isRecursive: Bool { true }

    /// A scope for each test case, none for the suite itself (its setup blocks nothing).
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> OwnThreadsTrait? {
        testCase == nil ? nil : self
    }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) {
            try await function()
        }
    }
}

extension Trait where Self == OwnThreadsTrait {
    /// Runs each test on threads of its own, so a test that blocks while it waits holds up no
    /// other test (see ``OwnThreadsTrait``).
    public static var ownThreads: OwnThreadsTrait { OwnThreadsTrait() }
}

/// A task executor that runs each job it is given on a new thread: a job may block for as
/// long as it likes. Threads are cheap beside what these tests wait for (processes, tmux).
final class ThreadPerJobExecutor: TaskExecutor {
    static let shared = ThreadPerJobExecutor()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread { job.runSynchronously(on: executor) }.start()
    }
}
