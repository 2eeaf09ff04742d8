import ArgumentParser
import SetTestSupport
import Testing

@testable import SetTUI

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct CommandLineCheckTests {
    /// The message `arguments` are turned away with, or nil when they pass.
    static func refusal(_ arguments: [String]) -> String? {
        do {
            try CommandLineCheck.check(arguments)
            return nil
        } catch {
            return (error as? ValidationError)?.message ?? "\(error)"
        }
    }

    @Test("an option or flag given twice is refused, in any spelling")
    func twice() {
        #expect(Self.refusal(["--seed", "1", "--seed", "2"]) == "--seed is given twice; give it once")
        #expect(Self.refusal(["--seed=1", "--seed", "2"]) == "--seed is given twice; give it once")
        #expect(Self.refusal(["simulate", "-t", "2", "-t", "3"]) == "-t is given twice; give it once")
        #expect(Self.refusal(["-T", "-T"]) == "-T is given twice; give it once")
        #expect(Self.refusal(["-é", "-é"]) == "-é is given twice; give it once", "a letter beyond ASCII")
    }

    @Test("values, cards and whatever follows -- may repeat")
    func repeatsAllowed() {
        #expect(Self.refusal(["solve", "-1", "-1"]) == nil)
        #expect(Self.refusal(["daily", "--date", "-2026-01-01", "-2026-01-01"]) == nil)
        #expect(Self.refusal(["-", "-"]) == nil)
        #expect(Self.refusal(["-7", "-7", "-$", "-$"]) == nil)
        #expect(Self.refusal(["--seed", "1", "--", "--seed", "--seed"]) == nil)
        #expect(Self.refusal(["--", "--"]) == nil)
        #expect(Self.refusal(["-ab", "-ab"]) == nil, "not one letter: a value")
    }
}
