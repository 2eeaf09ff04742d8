import PropertyBased
import SetProgram
import SetTestSupport
import Testing

@Suite("Frame pacing: when a driver draws", .timeLimit(.minutes(1)), .takesTurns)
struct FramePacerTests {
    @Test("the first frame is due at once; then none until a change, or the program's wake-up")
    func dueWhenChanged() {
        var pacer = FramePacer(minimumInterval: 0.1)
        #expect(pacer.isDue(at: 0, wakeUp: nil))
        pacer.drew(at: 0)
        #expect(pacer.nextFrame(wakeUp: nil) == nil)
        #expect(pacer.nextFrame(wakeUp: 5) == 5)
        pacer.changed()
        #expect(pacer.nextFrame(wakeUp: 5) == 0.1)
        #expect(!pacer.isDue(at: 0.05, wakeUp: nil))
        #expect(pacer.isDue(at: 0.1, wakeUp: nil))
    }

    @Test("a wake-up sooner than the interval waits for it; none is due while the peer cannot take it")
    func intervalAndBackpressure() {
        var pacer = FramePacer(minimumInterval: 0.1)
        pacer.drew(at: 1)
        #expect(pacer.nextFrame(wakeUp: 1.01) == 1.1)
        pacer.changed()
        #expect(pacer.nextFrame(wakeUp: nil, canSend: false) == nil)
        #expect(!pacer.isDue(at: 9, wakeUp: nil, canSend: false))
        #expect(pacer.isDue(at: 9, wakeUp: nil, canSend: true))
    }

    @Test("a frame that wrote nothing does not hold back the next: a change right after it is drawn at once")
    func emptyFrameDoesNotCount() {
        var pacer = FramePacer(minimumInterval: 1.0 / 30)
        pacer.drew(at: 1)
        pacer.changed()
        pacer.drew(at: 2, wrote: false)
        pacer.changed()
        #expect(pacer.isDue(at: 2.001, wakeUp: nil), "the last frame written was a second ago")
        pacer.drew(at: 2.001)
        pacer.changed()
        #expect(!pacer.isDue(at: 2.01, wakeUp: nil), "one written 9 ms ago holds the next back")
    }

    @Test("seconds to sleep: none past the time, nil with no time")
    func seconds() {
        #expect(FramePacer.seconds(until: 3, from: 1) == 2)
        #expect(FramePacer.seconds(until: 1, from: 3) == 0)
        #expect(FramePacer.seconds(until: nil, from: 3) == nil)
    }

    @Test("however changes and wake-ups come, frames drawn when due are never closer than the interval")
    func neverTooClose() async {
        await propertyCheck(input: Gen.int(in: 0...3).array(of: 1...200)) { steps in
            var pacer = FramePacer(minimumInterval: 1.0 / 30)
            var now = 0.0
            var drawn: [Double] = []
            for step in steps {
                now += Double(step) * 0.004
                if step == 0 { pacer.changed() }
                if pacer.isDue(at: now, wakeUp: now - 0.001) {
                    drawn.append(now)
                    pacer.drew(at: now)
                }
            }
            #expect(zip(drawn, drawn.dropFirst()).allSatisfy { $1 - $0 >= 1.0 / 30 - 1e-12 })
        }
    }
}
