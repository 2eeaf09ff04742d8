import EndToEndSupport
import SetTestSupport
import Testing

/// Without tmux the end-to-end suites skip on a laptop but fail in CI.
@Suite("when the end-to-end suites run", .timeLimit(.minutes(1)), .takesTurns)
struct TmuxRequirementTests {
    @Test("with tmux installed they run, in CI or not")
    func installed() {
        #expect(TmuxSession.runs(tmuxInstalled: true, environment: [:]))
        #expect(TmuxSession.runs(tmuxInstalled: true, environment: ["CI": "true"]))
    }

    @Test("without tmux, CI runs them (to fail), whichever way CI is spelled", arguments: ["true", "TRUE", "1"])
    func missingInCI(value: String) {
        #expect(TmuxSession.runs(tmuxInstalled: false, environment: ["CI": value]))
    }

    @Test("without tmux and outside CI they are skipped", arguments: [nil, "", "false", "0"] as [String?])
    func missingOutsideCI(value: String?) {
        let environment = value.map { ["CI": $0] } ?? [:]
        #expect(!TmuxSession.runs(tmuxInstalled: false, environment: environment))
    }
}
