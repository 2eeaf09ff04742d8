import Testing

@testable import SetTestSupport

/// `.takesTurns` hands out as many turns as cores, first come, first served.
@Suite("tests take turns for the cores", .timeLimit(.minutes(1)), .takesTurns)
struct TakesTurnsTraitTests {
    /// Whether `turns.take()` returns within about a tenth of a second. When it does not,
    /// a turn is given so that the waiting take returns (the group waits for it): the
    /// taker then holds that turn.
    static func takes(_ turns: Turns) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await turns.take()
                return true
            }
            group.addTask {
                try? await Task.sleep(for: .milliseconds(100))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            if !first { await turns.give() }
            return first
        }
    }

    @Test("two turns: two takers go at once, a third waits until one gives its turn back")
    func twoTurns() async {
        let turns = Turns(count: 2)
        #expect(await Self.takes(turns))
        #expect(await Self.takes(turns))
        #expect(!(await Self.takes(turns)), "a third taker got a turn while two were out")
        await turns.give()
        #expect(await Self.takes(turns))
    }

    /// Whether `turns.untilIdle(quiet:)` of a tenth of a second returns within `seconds`.
    static func idles(_ turns: Turns, within seconds: Double) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                await turns.untilIdle(quiet: .milliseconds(100))
                return true
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    @Test("the gate of the end-to-end tests opens only once no turn is held, and stays shut while one is")
    func idleOnceTurnsAreBack() async {
        let turns = Turns(count: 1)
        #expect(await Self.takes(turns))
        #expect(!(await Self.idles(turns, within: 0.5)), "idle while a turn was out")
        await turns.give()
        #expect(await Self.idles(turns, within: 2))
    }
}
