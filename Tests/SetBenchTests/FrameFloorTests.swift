import Testing
@testable import SetBench

@Suite("frame floor", .serialized, .timeLimit(.minutes(10)))
struct FrameFloorTests {
    @Test("the floor writes each frame's bytes in one write() per frame, and takes CPU to do it")
    func oneWritePerFrame() throws {
        let floor = FrameFloor(bytes: 1_500, frames: 40, wait: 100_000)
        // This thread's counts: other tests running beside it write too (a process's count
        // once saw 1.17 MB here).
        let before = try #require(processWrites(counters: "/proc/thread-self/io"))
        let seconds = try #require(try floor.secondsPerFrame())
        let after = try #require(processWrites(counters: "/proc/thread-self/io"))
        #expect(seconds > 0 && seconds < 0.01)
        #expect((200...210).contains(after.calls - before.calls), "5 runs of 40 frames, one write() each")
        #expect((300_000...310_000).contains(after.bytes - before.bytes), "1,500 bytes a frame")
    }

    @Test("the goal is the bench's CPU per frame at most 1.5× the floor")
    func goalAgainstFloor() throws {
        let floor = FrameFloor(bytes: 1_500, frames: 40, wait: 100_000)
        let goals = try floor.goals(cpuPerFrame: 1e-3)
        #expect(goals.map(\.goal) == [nil, 1.5])
        let (measured, ratio) = (goals[0].figure / 1000, goals[1].figure)
        #expect(abs(ratio - 1e-3 / measured) < 1e-9 * ratio)
        #expect(goals[1].direction == .atMost)
    }
}
