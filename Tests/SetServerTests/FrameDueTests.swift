import PropertyBased
import Testing

@testable import SetServer

/// When a session draws the frame its program wants next (``PlayerSession/frameDue(next:now:offset:)``):
/// at once when that time has come, else on the room's next 30th of a second, never before it.
@Suite("the frame a session draws next", .timeLimit(.minutes(1)), .takesTurns)
struct FrameDueTests {
    static let interval = PlayerSession.frameInterval

    @Test("1006.2 on a room at offset 0, the clock a hair before it: due at 1006.2, not the 1006.1999999999999 its 30th rounds to")
    func notBeforeItsTime() {
        let due = PlayerSession.frameDue(next: 1006.2, now: 1006.1999999999953, offset: 0)
        #expect(due >= 1006.2)
    }

    @Test("a 30th but for rounding is drawn on that 30th: a room changed on a whole second, at offset 0, its 15ths from then")
    func onAThirtiethButForRounding() {
        for step in 1...30 {
            let next = 1004.0 + Double(step) / 15
            let due = PlayerSession.frameDue(next: next, now: 1004.0, offset: 0)
            #expect(due >= next && due - next < 1e-9, "step \(step): \(due) for \(next)")
        }
    }

    @Test("a time still to come is drawn on a 30th of a second at or after it, less than a 30th later; a time come, at once")
    func onTheRoomsThirtieths() async {
        await propertyCheck(input: Gen.double(in: 1000...2000), Gen.double(in: 0...0.2), Gen.int(in: 0...255)) { next, ahead, place in
            let offset = Double(place) / 256 * Self.interval
            let due = PlayerSession.frameDue(next: next, now: next - ahead, offset: offset)
            if ahead > 0 {
                #expect(due >= next && due < next + Self.interval + 1e-9)
                let thirtieths = (due - offset) / Self.interval
                #expect(due == next || abs(thirtieths - thirtieths.rounded()) < 1e-6, "\(due) is not on a 30th from \(offset)")
            }
            #expect(PlayerSession.frameDue(next: next, now: next + ahead, offset: offset) == next)
        }
    }

    @Test("a room's place in the 30th follows its code alone, the same in every run, and codes use all 256 places")
    func offsetFollowsTheCode() {
        #expect(HostedRoom.frameOffset(code: "XGKD") == 136.0 / 256 * Self.interval)
        let letters = Array("BCDFGHJKLMNPQRSTVWXZ")
        let codes = letters.flatMap { a in letters.flatMap { b in letters.map { c in String([a, b, c, "D"]) } } }
        let offsets = Set(codes.map(HostedRoom.frameOffset(code:)))
        #expect(offsets.count == 256 && offsets.allSatisfy { (0..<Self.interval).contains($0) })
    }
}
