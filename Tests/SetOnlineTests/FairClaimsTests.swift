import PropertyBased
import SetCore
import SetTestSupport
import Testing

@testable import SetOnline

/// Latency-fair claims: the race of the issue as examples, and what must hold whatever
/// arrives when, as properties.
@Suite("Fair claims: decided by press time, never two winners", .timeLimit(.minutes(1)), .takesTurns)
struct FairClaimsTests {
    static let near = PlayerKey("near"), far = PlayerKey("far")
    static let trio = [CardID(1), CardID(2), CardID(3)]

    /// The issue's race: `far` is 60 ms from the server each way, `near` 2.5 ms; `far`
    /// presses 30 ms before `near` on the same trio.
    static func race(cap: Double) -> [FairClaims.Decision] {
        var claims = FairClaims(cap: cap)
        let farPress = 0.0, nearPress = 0.030
        var decisions: [FairClaims.Decision] = []
        // Arrivals in time order: near's at 32.5 ms, far's at 60 ms.
        claims.add(trio, by: near, arrivedAt: nearPress + 0.0025, delay: 0.0025, rivalDelay: 0.060)
        if let due = claims.nextDecision, due < farPress + 0.060 { decisions += claims.decide(at: due) }
        claims.add(trio, by: far, arrivedAt: farPress + 0.060, delay: 0.060, rivalDelay: 0.0025)
        while let due = claims.nextDecision { decisions += claims.decide(at: due) }
        return decisions
    }

    @Test("the far player who pressed 30 ms earlier wins, by 30 ms; the near one's claim waited for it")
    func farPlayerPressedFirstWins() throws {
        let decisions = Self.race(cap: 0.150)
        try #require(decisions.count == 2)
        guard case .won(let winner) = decisions[0], case .beaten(let loser, _, let margin) = decisions[1] else {
            Issue.record("\(decisions)")
            return
        }
        #expect(winner.player == Self.far && loser.player == Self.near)
        #expect(abs(margin - 0.030) < 1e-9)
        #expect(winner.decidedAt == 0.060, "decided as it arrived: its rival is near")
    }

    @Test("with fairness off (a cap of 0) the first to arrive wins: the near player")
    func withoutFairnessArrivalWins() {
        guard case .won(let winner) = Self.race(cap: 0).first else {
            Issue.record("no winner")
            return
        }
        #expect(winner.player == Self.near)
    }

    @Test("a delay past the cap is moved back by the cap only, and never waits longer")
    func capBoundsTheCompensation() {
        var claims = FairClaims(cap: 0.150)
        let claim = claims.add(Self.trio, by: Self.far, arrivedAt: 10, delay: 0.400, rivalDelay: 0.400)
        #expect(claim.pressedAt == 10 - 0.150)
        #expect(claim.decidedAt == 10, "pressed 150 ms back, and a rival at most 150 ms away: due as it came")
        let near = claims.add([CardID(4), CardID(5), CardID(6)], by: Self.near, arrivedAt: 10, delay: -1, rivalDelay: .nan)
        #expect(near.pressedAt == 10 && near.decidedAt == 10, "a delay below 0 or not a number counts as none")
    }

    @Test("claims on other cards are decided apart: both win")
    func disjointClaimsBothWin() {
        var claims = FairClaims()
        claims.add(Self.trio, by: Self.near, arrivedAt: 1, delay: 0.01, rivalDelay: 0.05)
        claims.add([CardID(4), CardID(5), CardID(6)], by: Self.far, arrivedAt: 1.02, delay: 0.05, rivalDelay: 0.01)
        var decisions: [FairClaims.Decision] = []
        while let due = claims.nextDecision { decisions += claims.decide(at: due) }
        #expect(decisions.count == 2 && decisions.allSatisfy { if case .won = $0 { true } else { false } })
    }

    // MARK: Properties

    /// A race played from `script`: each number a claim by one of four players (each with
    /// its own delay, in ms, from `delays`) on one of the 35 trios of seven cards, arriving
    /// some milliseconds after the one before. Claims on cards already won are refused, as the
    /// room refuses cards no longer on its table. Every decision is made when it is due, or,
    /// `late`, only when the next claim arrives (a server that wakes late decides several
    /// claims at once).
    static func play(delays: [Int], script: [Int], cap: Double = 0.150, late: Bool = false) -> (decisions: [FairClaims.Decision], decidedAt: [Double]) {
        let players = (0..<4).map { PlayerKey("p\($0)") }
        let delay = delays.map { Double($0) / 1000 }
        let trios = (0..<7).flatMap { a in (a + 1..<7).flatMap { b in (b + 1..<7).map { c in [a, b, c].map { CardID($0) } } } }
        var claims = FairClaims(cap: cap)
        var won: Set<CardID> = []
        var decisions: [FairClaims.Decision] = []
        var times: [Double] = []
        func decide(until time: Double) {
            while let due = claims.nextDecision, due <= time {
                let at = late ? time : due
                let made = claims.decide(at: at)
                for decision in made { if case .won(let claim) = decision { won.formUnion(claim.cards) } }
                decisions += made
                times += Array(repeating: at, count: made.count)
            }
        }
        var now = 0.0
        for number in script {
            let player = number % 4, trio = trios[number / 4 % trios.count]
            now += Double(number / 140 % 40) / 1000
            decide(until: now)
            guard won.isDisjoint(with: trio) else { continue }
            let rivals = (0..<4).filter { $0 != player }.map { delay[$0] }.max() ?? 0
            claims.add(trio, by: players[player], arrivedAt: now, delay: delay[player], rivalDelay: rivals)
        }
        decide(until: late ? now + 1 : .infinity)
        return (decisions, times)
    }

    static let delays = Gen.int(in: 0...200).array(of: 4...4)
    static let script = Gen.int(in: 0...5_599).array(of: 0...80)

    @Test("never two winners for one card")
    func oneWinnerPerCard() async {
        await propertyCheck(count: 200, input: Self.delays, Self.script, Gen.bool()) { delays, script, late in
            let winners = Self.play(delays: delays, script: script, late: late).decisions.compactMap { if case .won(let claim) = $0 { claim } else { nil } }
            let cards = winners.flatMap(\.cards)
            #expect(Set(cards).count == cards.count, "\(winners)")
        }
    }

    @Test("every claim is decided, none later than the cap after it arrived")
    func capBoundsTheWait() async {
        await propertyCheck(count: 200, input: Self.delays, Self.script) { delays, script in
            let (decisions, times) = Self.play(delays: delays, script: script)
            for (decision, time) in zip(decisions, times) {
                let claim = switch decision {
                case .won(let claim), .beaten(let claim, _, _): claim
                }
                #expect(time <= claim.arrivedAt + 0.150 + 1e-9 && time >= claim.arrivedAt - 1e-9)
            }
        }
    }

    @Test("an overlapping claim loses only to one pressed no later; with equal delays, to one that arrived first")
    func pressOrderDecides() async {
        await propertyCheck(count: 200, input: Self.delays, Self.script, Gen.bool(), Gen.bool()) { delays, script, equal, late in
            let delays = equal ? Array(repeating: delays[0], count: 4) : delays
            for decision in Self.play(delays: delays, script: script, late: late).decisions {
                guard case .beaten(let claim, let winner, let margin) = decision else { continue }
                #expect(winner.pressedAt <= claim.pressedAt + 1e-9 && margin >= 0)
                if equal { #expect(winner.arrivedAt <= claim.arrivedAt) }
            }
        }
    }
}
