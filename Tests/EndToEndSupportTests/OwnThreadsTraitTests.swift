import Dispatch
import Foundation
import SetTestSupport
import Testing

/// `.ownThreads` takes blocking tests off Swift's cooperative pool (one thread per core).
@Suite("tests that block run on threads of their own", .timeLimit(.minutes(1)), .ownThreads)
struct OwnThreadsTraitTests {
    @Test("more tasks than cores can all block at once: none waits for a thread")
    func moreBlockedTasksThanCores() async {
        let count = ProcessInfo.processInfo.activeProcessorCount + 2
        let arrived = DispatchSemaphore(value: 0), released = DispatchSemaphore(value: 0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<count {
                group.addTask {
                    arrived.signal()
                    _ = released.wait(timeout: .now() + 20)
                }
            }
            // On the pool, only as many tasks as cores would ever arrive, each blocking a thread.
            let allArrived = (0..<count).allSatisfy { _ in arrived.wait(timeout: .now() + 10) == .success }
            #expect(allArrived, "fewer than \(count) tasks could block at once")
            for _ in 0..<count { released.signal() }
        }
    }
}
