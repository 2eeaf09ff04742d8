import SetCore
import SetTestSupport
import Testing

/// A level between normal and hard (issue 24 item 10): a player measured normal at about
/// 10 s a set and hard at about 5, with nothing between.
@Suite("brisk: the computer's level between normal and hard", .timeLimit(.minutes(1)), .takesTurns)
struct BriskLevelTests {
    /// The median seconds to a set over 40 simulated games at `level`.
    static func median(_ level: OpponentLevel) -> Double {
        OpponentSimulation(seed: 24, level: level).run(games: 0..<40).quantile(0.5)
    }

    @Test("in whole simulated games brisk's median time to a set lies in the middle third between normal's and hard's")
    func briskSitsBetween() {
        #expect(OpponentLevel.allCases == [.easy, .normal, .brisk, .hard])
        let (normal, brisk, hard) = (Self.median(.normal), Self.median(.brisk), Self.median(.hard))
        let third = (normal - hard) / 3
        #expect(brisk < normal - third && brisk > hard + third, "normal \(normal), brisk \(brisk), hard \(hard)")
        #expect(OpponentLevel.normal.secondsBeforeDeal > OpponentLevel.brisk.secondsBeforeDeal)
        #expect(OpponentLevel.brisk.secondsBeforeDeal > OpponentLevel.hard.secondsBeforeDeal)
    }
}
