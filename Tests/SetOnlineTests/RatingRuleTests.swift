import SetCore
import PropertyBased
import SetTestSupport
import Testing
@testable import SetOnline

@Suite("Which games are rated, and whose ratings change", .timeLimit(.minutes(1)), .takesTurns)
struct RatingRuleTests {
    static func result(_ key: String, sets: Int) -> RoomResult {
        RoomResult(player: PlayerKey(key), name: key, sets: sets, misses: 0, place: 1)
    }

    static let ada = result("SHA256:ada", sets: 10)
    static let bob = result("SHA256:bob", sets: 5)
    static let guest = result("guest-00ff00ff00ff00ff", sets: 7)

    @Test("standard and junior with two keyed players: both rated, the guest beside them not")
    func ratedModes() {
        for mode in [Variant.standard, .junior] {
            #expect(RatingRule.ratedResults(mode: mode, results: [Self.ada, Self.guest, Self.bob]) == [Self.ada, Self.bob])
        }
    }

    @Test("a test room never changes a rating, however many keyed players")
    func testRoomNeverRated() {
        #expect(RatingRule.ratedResults(mode: .test, results: [Self.ada, Self.bob]).isEmpty)
        #expect(RatingRule.ratedModes == [.standard, .junior, .setChain, .ultraSet, .ultra9, .ghostSet], "every variant but test")
    }

    @Test("one keyed player (practice, or with guests only) is not rated")
    func practiceNotRated() {
        #expect(RatingRule.ratedResults(mode: .standard, results: [Self.ada]).isEmpty)
        #expect(RatingRule.ratedResults(mode: .junior, results: [Self.ada, Self.guest]).isEmpty)
        #expect(RatingRule.ratedResults(mode: .standard, results: []).isEmpty)
        #expect(RatingRule.ratedResults(mode: .standard, results: [Self.ada, Self.bob], practice: true).isEmpty, "begun alone: practice")
    }

    @Test("for any mode and mix of players: guests never rated; a game rates all its keyed players or none, none in test rooms or with fewer than two keyed")
    func anyGame() async {
        let modeIndex = Gen.int(in: 0...(Variant.registered.count - 1))
        let players = Gen.bool().array(of: 0...6)
        await propertyCheck(count: 200, input: modeIndex, players) { index, keyed in
            let mode = Variant.registered[index]
            let results = keyed.enumerated().map { number, hasKey in
                Self.result(hasKey ? "SHA256:player\(number)" : "guest-\(number)", sets: number)
            }
            let rated = RatingRule.ratedResults(mode: mode, results: results)
            let keyedCount = keyed.filter { $0 }.count
            #expect(rated.allSatisfy { $0.player.isAccount })
            if mode == .test || keyedCount < 2 {
                #expect(rated.isEmpty, "\(mode) with \(keyedCount) keyed players was rated")
            } else {
                #expect(rated.count == keyedCount)
            }
        }
    }
}
