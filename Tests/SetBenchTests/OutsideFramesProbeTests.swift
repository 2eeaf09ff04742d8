import Testing

@testable import SetBench

@Suite(.timeLimit(.minutes(10))) struct OutsideFramesProbeTests {
    @Test func outputCloserThanFiveMillisecondsIsOneFrame() {
        #expect(OutsideFramesProbe.bursts(in: []) == 0)
        #expect(OutsideFramesProbe.bursts(in: [1]) == 1)
        #expect(OutsideFramesProbe.bursts(in: [1, 1.004, 1.008, 1.02, 2]) == 3)
    }

    /// The program writes two bursts 50 ms apart for every key it is sent (raw mode, so a key
    /// needs no Return), and nothing else: two keys are four frames.
    @Test func framesAreTheBurstsAfterEachKey() throws {
        let program = """
            stty raw -echo; printf ready
            while :; do dd bs=1 count=1 >/dev/null 2>&1; printf frame; sleep 0.05; printf frame; done
            """
        let result = try #require(OutsideFramesProbe.measure(
            ["/bin/sh", "-c", program], width: 80, height: 24, settle: 0.3,
            script: [.init(keys: "x", seconds: 0.4), .init(keys: "y", seconds: 0.4)]
        ))
        #expect(result.frames == 4)
        #expect(result.cpuSeconds >= 0 && result.cpuPerFrame == result.cpuSeconds / 4)
    }

    @Test func aProgramThatWritesNothingOrEndsGivesNil() {
        #expect(OutsideFramesProbe.measure(["/bin/sh", "-c", "sleep 5"], width: 80, height: 24, settle: 0.2, script: []) == nil)
        #expect(OutsideFramesProbe.measure(
            ["/bin/sh", "-c", "printf ready; sleep 0.2"], width: 80, height: 24, settle: 0.1, script: [.init(keys: "x", seconds: 0.5)]
        ) == nil)
        #expect(OutsideFramesProbe.measure(["/nonexistent/program"], width: 80, height: 24, settle: 0.1, script: []) == nil)
    }
}
