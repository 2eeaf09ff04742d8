import Foundation
import SetTestSupport
import Testing

/// Every suite in the test tree carries a time limit, so a test that loops forever fails
/// the run instead of hanging it; a unit suite's is one minute, so a hung test costs no more.
/// For a limit to measure the test and not the queue, every suite either takes turns for
/// the cores (`.takesTurns`) or, when it waits synchronously on processes or tmux, runs on
/// threads of its own (`.ownThreads`), where its waits hold up no other test; end-to-end
/// suites also wait for the unit tests to be done (`.afterUnitTests`). No `@Test` stands
/// outside a suite, where no suite's limit would reach it.
@Suite("every test suite has a time limit", .timeLimit(.minutes(1)), .takesTurns)
struct SuiteTimeLimitTests {
    /// The suites allowed more than a minute, by path prefix, and why.
    static let longer: [(path: String, why: String)] = [
        ("SetGameEndToEndTests/", "the game in tmux, servers over real ssh, a package built: seconds per step in real time"),
        ("SetServerTests/PostgresStoreTests.swift", "the first test to ask starts PostgreSQL (initdb, pg_ctl)"),
        ("SetServerTests/OnlineStoreTests.swift", "each store test runs on PostgreSQL too, which may start here"),
        ("SetServerTests/LobbyFeedTests.swift", "nodes on one PostgreSQL, which may start here"),
        ("SetServerTests/FinishedGameQueueTests.swift", "starts a PostgreSQL of its own and stops and restarts it"),
        ("SetServerTests/FinishedGameSpoolTests.swift", "waits for the records to come back after a stop"),
        ("SetServerTests/PostgresTLSTests.swift", "starts a TLS-only PostgreSQL of its own (openssl, initdb, pg_ctl)"),
        ("SetServerTests/ConnectionEdgeTests.swift", "a real SSH server and client, waiting out idle and login timeouts"),
        ("SetServerTests/HostLogTests.swift", "a real SSH server whose log is read as connections open, wait out the login grace and close"),
        ("SetServerTests/HostMetricsTests.swift", "a real SSH server and clients, its figures scraped over HTTP as sessions open, play and close"),
        ("SetServerTests/CommunityRecordsTests.swift", "each query runs on PostgreSQL too, which may start here"),
        ("SetServerTests/BrowserTests.swift", "headless Chromium started for each page, seconds each, and a replay played in real time"),
        ("SetBenchTests/BenchSmokeTests.swift", "imports 100,000 records in the debug build, then launches the game five times: 60-70 s; beside it, 16 SSH sessions play for 3 s"),
        ("SetStoreTests/KillDuringWriteTests.swift", "starts this test binary as a writer and kills it, again and again: 100 s under load"),
    ]

    /// Calls that wait synchronously: a file that makes one runs its suites `.ownThreads`.
    static let blockingCalls = ["waitUntilExit", "usleep(", "Thread.sleep", "DispatchSemaphore", "readDataToEndOfFile", "ChildProcess.run", "TmuxSession(", ".waitFor("]
    /// The `Tests` folder this file sits in.
    private static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Each Swift file under `Tests`, as its path inside the folder and its text.
    private static func sources() throws -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(at: testsFolder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { file in
            (String(file.path.dropFirst(testsFolder.path.count + 1)), try String(contentsOf: file, encoding: .utf8))
        }.sorted { $0.path < $1.path }
    }

    /// The `@Suite` attributes in `text`, each with its parenthesised traits (which may span
    /// lines), or bare.
    static func suiteAttributes(in text: String) -> [Substring] {
        var found: [Substring] = []
        var rest = text[...]
        while let start = rest.range(of: "@Suite") {
            var end = start.upperBound
            if end < rest.endIndex, rest[end] == "(" {
                var depth = 0
                while end < rest.endIndex {
                    if rest[end] == "(" { depth += 1 }
                    if rest[end] == ")" { depth -= 1 }
                    end = rest.index(after: end)
                    if depth == 0 { break }
                }
            }
            found.append(rest[start.lowerBound..<end])
            rest = rest[end...]
        }
        return found
    }

    @Test("the attribute finder reads bare, one-line and multi-line suites")
    func finder() {
        let text = "@Suite struct A {}\n@Suite(\"b (x)\", .timeLimit(.minutes(1)))\nstruct B {}\n@Suite(\n  .serialized\n) struct C {}"
        #expect(Self.suiteAttributes(in: text) == ["@Suite", "@Suite(\"b (x)\", .timeLimit(.minutes(1)))", "@Suite(\n  .serialized\n)"])
    }

    @Test("each @Suite names a .timeLimit")
    func everySuiteHasALimit() throws {
        let sources = try Self.sources()
        let suites = sources.flatMap { source in Self.suiteAttributes(in: source.text).map { (source.path, $0) } }
        // This file's own examples and finder test are not suites of the tree.
        let real = suites.filter { $0.0 != "EndToEndSupportTests/SuiteTimeLimitTests.swift" || $0.1.hasPrefix("@Suite(\"every") }
        #expect(real.count > 100)
        for (path, attribute) in real {
            #expect(attribute.contains(".timeLimit("), "\(path): \(attribute) has no time limit")
        }
    }

    @Test("a unit suite's limit is one minute; only the suites named, each with its reason, have more")
    func unitSuitesHaveAMinute() throws {
        for source in try Self.sources() where !Self.longer.contains(where: { source.path.hasPrefix($0.path) }) {
            for attribute in Self.suiteAttributes(in: source.text) where attribute.contains(".timeLimit(") {
                #expect(attribute.contains(".timeLimit(.minutes(1))"), "\(source.path): \(attribute) is a unit suite")
            }
        }
    }

    @Test("each suite takes turns for the cores or runs on threads of its own")
    func everySuiteIsScheduled() throws {
        for source in try Self.sources() where source.path != "EndToEndSupportTests/SuiteTimeLimitTests.swift" {
            for attribute in Self.suiteAttributes(in: source.text) {
                #expect(attribute.contains(".takesTurns") != attribute.contains(".ownThreads"), "\(source.path): \(attribute) needs one of .takesTurns, .ownThreads")
            }
        }
    }

    @Test("each end-to-end suite waits until the unit tests are done")
    func endToEndSuitesWait() throws {
        let suites = try Self.sources().filter { $0.path.hasPrefix("SetGameEndToEndTests/") }
            .flatMap { source in Self.suiteAttributes(in: source.text).map { (source.path, $0) } }
        #expect(suites.count > 20)
        for (path, attribute) in suites {
            #expect(attribute.contains(".afterUnitTests"), "\(path): \(attribute) would take the cores from the unit tests")
        }
    }

    @Test("a file whose tests wait synchronously runs every suite of it on threads of its own")
    func blockingSuitesHaveThreadsOfTheirOwn() throws {
        let suites = try Self.sources().filter { !$0.path.hasPrefix("EndToEndSupport/") && !$0.path.hasPrefix("SetTestSupport/") && $0.path != "EndToEndSupportTests/SuiteTimeLimitTests.swift" }
        let blocking = suites.filter { source in Self.blockingCalls.contains { source.text.contains($0) } }
        #expect(blocking.count > 10)
        for source in blocking {
            for attribute in Self.suiteAttributes(in: source.text) {
                #expect(attribute.contains(".ownThreads"), "\(source.path): \(attribute) waits synchronously on Swift Testing's threads")
            }
        }
    }

    @Test("no @Test stands at the top level of a file, outside every suite")
    func noTestOutsideASuite() throws {
        for source in try Self.sources() {
            let loose = source.text.split(separator: "\n").filter { $0.hasPrefix("@Test") }
            #expect(loose.isEmpty, "\(source.path): \(loose.first ?? "") is outside a suite")
        }
    }
}
