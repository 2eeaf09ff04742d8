import SetBench
import Testing

@Suite(.timeLimit(.minutes(10))) struct StartupProbeTests {
    @Test func aProgramThatWritesIsMeasuredOnATerminalOfTheSizeGiven() throws {
        // The program checks its own terminal: it writes only when stdout is a 30×100 tty.
        let result = try #require(StartupProbe.measure(["/bin/sh", "-c", "[ \"$(stty size)\" = '30 100' ] && printf ready; sleep 5"], width: 100, height: 30))
        #expect(result.firstOutput > 0 && result.wholeScreen >= result.firstOutput)
        #expect(result.filledCells == 5)
        #expect(result.peakResident > 0 && result.peakResidentAtWholeScreen > 0)
    }

    @Test("the whole screen is the first that holds what the screen holds once quiet, not the first burst")
    func theWholeScreenComesWithItsLastPart() throws {
        let script = "printf '\\033[2J\\033[1;1Hboard:'; sleep 0.1; printf '\\033[2;1Hcards 1 2 3'; sleep 5"
        let result = try #require(StartupProbe.measure(["/bin/sh", "-c", script], width: 40, height: 10))
        #expect(result.wholeScreen - result.firstOutput >= 0.09)
        #expect(result.filledCells == "board:cards123".count)
    }

    @Test("a clock that changes once the board is up does not move the whole screen")
    func digitsAreMasked() throws {
        let script = "printf 'board 00:00'; sleep 0.05; printf '\\r\\033[Kboard 00:01'; sleep 5"
        let result = try #require(StartupProbe.measure(["/bin/sh", "-c", script], width: 40, height: 10))
        #expect(result.wholeScreen - result.firstOutput < 0.04)
    }

    @Test("the peak memory read from /proc is the program's: a shell holding 30 MB peaks above it")
    func peakMemory() throws {
        let script = "x=$(head -c 30000000 /dev/zero | tr '\\0' a); printf go; sleep 5"
        let result = try #require(StartupProbe.measure(["/bin/sh", "-c", script], width: 80, height: 24))
        #expect(result.peakResidentAtWholeScreen > 30_000_000 && result.peakResident >= result.peakResidentAtWholeScreen)
        #expect(result.peakResident < 200_000_000)
    }

    @Test func aProgramThatNeverStopsWritingStillEnds() throws {
        let result = try #require(StartupProbe.measure(["/usr/bin/yes"], width: 80, height: 24))
        #expect(result.wholeScreen >= result.firstOutput)
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

    @Test("the CPU a program used until it was quiet is counted")
    func cpu() throws {
        let busy = try #require(StartupProbe.measure(["/bin/sh", "-c", "printf go; i=0; while [ $i -lt 100000 ]; do i=$((i+1)); done; sleep 5"], width: 80, height: 24, quiet: 1))
        let idle = try #require(StartupProbe.measure(["/bin/sh", "-c", "printf go; sleep 5"], width: 80, height: 24))
        #expect(busy.cpuSeconds > idle.cpuSeconds + 0.02)
    }
}
