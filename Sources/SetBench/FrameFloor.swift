import CTerminal
import Glibc
import SetAnimation

/// The floor under a frame on this machine: one `ppoll` and one `write` of a frame's bytes
/// to a pseudo-terminal like the bench's, in C, without any of the game's work.
struct FrameFloor {
    /// The bytes written per frame.
    let bytes: Int
    /// Frames timed (two seconds of them).
    var frames = 120
    /// How long each `ppoll` waits for a key that does not come, nanoseconds: as long as
    /// the loop waits for its next frame while cards move, for a sleep costs more the
    /// longer it is (a millisecond's wait measured 0.019 ms a frame here, a 60th of a
    /// second's 0.057 ms).
    var wait = Int64((Animator.frameInterval * 1e9).rounded())

    /// CPU seconds per frame (the median of five runs of `frames`), or nil if the terminal failed.
    func secondsPerFrame() throws -> Double? {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        // A frame's bytes as the game writes them: a cursor move, then the characters.
        let line = Array("\u{1B}[12;40H".utf8) + Array(repeating: UInt8(ascii: "x"), count: 60)
        let frame = (0..<max(bytes, 1)).map { line[$0 % line.count] }
        var runs: [Double] = []
        for _ in 0..<5 {
            let seconds = frame.withUnsafeBufferPointer {
                ct_frame_floor_seconds(fileno(terminal.input), fileno(terminal.output), $0.baseAddress, $0.count, Int32(frames), wait)
            }
            guard seconds >= 0 else { return nil }
            runs.append(seconds)
        }
        return median(runs)
    }

    /// The floor's lines beside the bench's CPU per frame (seconds).
    func goals(cpuPerFrame: Double) throws -> [BenchGoal] {
        guard let floor = try secondsPerFrame(), floor > 0 else { return [] }
        return [
            BenchGoal("frames: the floor, one ppoll + one write of a frame's bytes, in C", figure: floor * 1000, unit: "ms", goal: nil, .atMost),
            BenchGoal("frames: CPU per frame ÷ the floor", figure: cpuPerFrame / floor, unit: "×", goal: 1.5, .atMost),
        ]
    }
}
