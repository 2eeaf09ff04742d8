@testable import SetServer
import SetTestSupport
import Testing

/// One player's input cannot hold up the others (issue 43, item 5).
@Suite("Input bounded per session", .timeLimit(.minutes(1)), .takesTurns)
struct InputBudgetTests {
    @Test("typing and mouse reports pass; a paste beyond a screenful is dropped whole; the budget comes back with time")
    func budget() {
        var budget = InputBudget()
        for key in 0..<200 {
            let passed = budget.admit(9, at: Double(key) * 0.01)
            #expect(passed, "a mouse report every 10 ms")
        }
        let paste = budget.admit(32768, at: 2)
        #expect(!paste, "a 32 KB paste")
        let next = budget.admit(3, at: 2)
        #expect(next, "the next key still passes")
        var flood = InputBudget()
        var played = 0
        for chunk in 0..<256 where flood.admit(4096, at: Double(chunk) * 0.01) { played += 4096 }
        // 1 MB in 2.56 s: a burst and 4 KB a second pass, the rest is dropped.
        #expect(played <= 4096 * 4)
        let later = flood.admit(4096, at: 4)
        #expect(later, "a second of quiet gives a screenful back")
    }
}
