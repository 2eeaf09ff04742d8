import Testing

/// Holds each test of a suite back until the run's tests that take turns (``TakesTurnsTrait``)
/// are done.
///
/// `swift test` runs the end-to-end suites beside the unit tests. Their games, ssh clients,
/// servers and builds took the two cores of a small machine from the unit tests, whose
/// one-minute limits then passed (a property test of 4 s alone ran out of its minute), and
/// the races of the latency-fair tests came out of order. Under this trait a test function
/// first waits, outside its time limit, until no test holds or waits for a turn: in a run of
/// the end-to-end suite alone (as CI runs it) that is a second after the start.
///
/// Put it on the end-to-end suites, beside `.ownThreads` (``SuiteTimeLimitTests`` checks them).
public struct AfterUnitTestsTrait: SuiteTrait, TestTrait, TestScoping {
    /// The suite's tests, and the tests of suites inside it, all wait.
    public var isRecursive: Bool { true }

    /// A scope around each test function, outside its cases' time limits (as
    /// ``TakesTurnsTrait``'s); none for a suite.
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> AfterUnitTestsTrait? {
        testCase == nil && !test.isSuite ? self : nil
    }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        await Turns.shared.untilIdle()
        try await function()
    }
}

extension Trait where Self == AfterUnitTestsTrait {
    /// Holds each test back until the tests that take turns are done, so that its processes
    /// do not take the cores their time limits count on (see ``AfterUnitTestsTrait``).
    public static var afterUnitTests: AfterUnitTestsTrait { AfterUnitTestsTrait() }
}
