import Foundation
import EndToEndSupport
import SetTestSupport
import Testing

/// The helper that starts tmux and the game must start them as a shell would.
@Suite("starting programs for the end-to-end tests", .timeLimit(.minutes(1)), .ownThreads)
struct ChildProcessTests {
    /// The signals 1–31 in the mask on line `field` (`SigBlk`, `SigIgn`) of the child's
    /// `/proc/self/status` (bit n − 1 for signal n). Signals 32 and 33 are glibc's own, which
    /// `sigfillset` leaves out and glibc sets up itself in every program.
    private func childStandardSignals(_ field: String) throws -> UInt64 {
        let status = try ChildProcess.run(["cat", "/proc/self/status"]).output
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix(field + ":") })
        let mask = try #require(UInt64(line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16))
        return mask & 0x7fff_ffff
    }

    @Test("a child starts with no signal blocked or ignored, whatever the test thread blocks")
    func signalsAreReset() throws {
        let blocked = try childStandardSignals("SigBlk"), ignored = try childStandardSignals("SigIgn")
        #expect(blocked == 0)
        #expect(ignored == 0)
    }

    @Test("a child's exit status and output come back")
    func statusAndOutput() throws {
        let result = try ChildProcess.run(["sh", "-c", "echo out; echo err >&2; exit 3"])
        #expect(result.status == 3)
        #expect(result.output == "out\n")
        #expect(result.error == "err\n")
    }

    @Test("a child that runs past its deadline is killed and reported")
    func deadline() throws {
        #expect(throws: ChildProcess.Failure.self) { try ChildProcess.run(["sleep", "5"], seconds: 0.2) }
    }
}
