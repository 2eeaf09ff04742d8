import Dispatch
import Synchronization

/// Runs independent pieces of work on all cores.
enum ParallelWork {
    /// `body(i)` for every `i` in `0..<count`, computed concurrently, results in order.
    static func map<Result: Sendable>(count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        let results = ResultSlots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.store(body(index), at: index)
        }
        return results.values
    }
}

/// A fixed number of result slots written from several threads under a lock.
private final class ResultSlots<Value: Sendable>: Sendable {
    private let slots: Mutex<[Value?]>

    init(count: Int) {
        slots = Mutex(Array(repeating: nil, count: count))
    }

    func store(_ value: Value, at index: Int) {
        slots.withLock { $0[index] = value }
    }

    var values: [Value] {
        slots.withLock { $0.map { $0! } }
    }
}
