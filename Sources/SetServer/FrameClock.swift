import NIOCore

/// Calls the game loop's sessions back when their frames fall due: one timer for all who
/// want the same moment. The viewers of a room draw others' doings at the same 30ths of a
/// second; a timer each kept eight times as many timers in the loop's heap, whose upkeep
/// (copies of each timer as it moved) was 7 % of the game loop. Confined to the game loop.
final class FrameClock {
    /// What is to be called at each moment, in the order it was asked.
    private var waiting: [Double: [() -> Void]] = [:]

    /// Calls `call` on `loop` at `due`, `wait` seconds from now, with whatever else was asked
    /// for the same moment.
    func call(at due: Double, in wait: Double, on loop: any EventLoop, _ call: @escaping () -> Void) {
        if waiting[due] != nil {
            waiting[due]?.append(call)
            return
        }
        waiting[due] = [call]
        loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(max(wait, 0) * 1e9))) {
            for call in self.waiting.removeValue(forKey: due) ?? [] { call() }
        }
    }
}
