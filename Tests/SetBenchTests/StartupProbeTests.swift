import SetBench
import Testing

@Suite(.timeLimit(.minutes(10))) struct StartupProbeTests {
    @Test func aProgramThatWritesIsMeasuredOnATerminalOfTheSizeGiven() throws {
        // The program checks its own terminal: it writes only when stdout is a 30×100 tty.
        let result = try #require(StartupProbe.measure(["/bin/sh", "-c", "[ \"$(stty size)\" = '30 100' ] && printf ready; sleep 5"], width: 100, height: 30))
        #expect(result.firstOutput > 0 && result.firstFrame >= result.firstOutput)
        #expect(result.peakResident > 0 && result.privateMemory > 0)
    }

    @Test func aProgramThatNeverStopsWritingStillEnds() throws {
        let result = try #require(StartupProbe.measure(["/usr/bin/yes"], width: 80, height: 24))
        #expect(result.firstFrame >= result.firstOutput)
    }

    @Test func aProgramThatCannotStartOrWritesNothingGivesNil() {
        #expect(StartupProbe.measure(["/nonexistent/program"], width: 80, height: 24) == nil)
        #expect(StartupProbe.measure(["/bin/sh", "-c", "exit 0"], width: 80, height: 24) == nil)
    }

    @Test func theVariablesGivenReachTheProgram() {
        let script = ["/bin/sh", "-c", "[ \"$SET_GAME_PROBE\" = seen ] || exit 0; printf ready; sleep 5"]
        #expect(StartupProbe.measure(script, environment: ["SET_GAME_PROBE": "seen"], width: 80, height: 24) != nil)
        #expect(StartupProbe.measure(script, width: 80, height: 24) == nil)
    }
}
