import SetTestSupport
import Testing

@testable import SetBench

/// The frames probe cuts a program's output into frames by the gaps between reads, and the
/// floor replays each frame after the same wait: both rest on this grouping.
@Suite("Output bursts: reads grouped into frames", .timeLimit(.minutes(1)), .takesTurns)
struct OutputBurstTests {
    @Test("reads closer than 5 ms join one burst; a later one starts the next, with its wait")
    func grouping() {
        let reads = [
            OutsideFramesProbe.Read(time: 10.010, bytes: [1]),
            OutsideFramesProbe.Read(time: 10.012, bytes: [2, 3]),
            OutsideFramesProbe.Read(time: 10.030, bytes: [4]),
            OutsideFramesProbe.Read(time: 10.034, bytes: [5]),
            OutsideFramesProbe.Read(time: 10.100, bytes: [6]),
        ]
        let bursts = OutsideFramesProbe.bursts(of: reads, since: 10)
        #expect(bursts.map(\.bytes) == [[1, 2, 3], [4, 5], [6]])
        let waits = bursts.map { ($0.wait * 1000).rounded() }
        #expect(waits == [10, 18, 66], "from the start, then from the last read of the burst before")
    }

    @Test("no reads, no bursts")
    func nothing() {
        #expect(OutsideFramesProbe.bursts(of: [], since: 0).isEmpty)
    }
}

/// What `--load`'s players read of a frame: the text without escape sequences, and the room
/// code from a room's title line.
@Suite("Load players: a frame's text and a room's code", .timeLimit(.minutes(1)), .takesTurns)
struct LoadSessionReadingTests {
    @Test("escape sequences are left out; the code follows `room ` once the mode shows")
    func roomCodeFromTitle() {
        let frame = Array("\u{1B}[1;1H\u{1B}[1mSET online · room VQVH · test · deck 69\u{1B}[0m".utf8)
        let text = LoadSession.text(of: frame)
        #expect(text == "SET online · room VQVH · test · deck 69")
        #expect(LoadSession.roomCode(in: text) == "VQVH")
        #expect(LoadSession.roomCode(in: "SET online · room VQ") == nil, "not until the title is whole")
    }
}
