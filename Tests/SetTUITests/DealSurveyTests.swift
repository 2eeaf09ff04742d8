import Foundation
import SetCore
import SetTestSupport
import Testing
@testable import SetTUI

@Suite("set-game simulate --deals: random tables against published counts", .timeLimit(.minutes(1)), .takesTurns)
struct DealSurveyTests {
    /// Whether `tally` lies within `limit` of its own standard errors of `share`.
    private func agrees(_ tally: DealTally, with share: Double, within limit: Double = 3) -> Bool {
        abs(tally.fractionWithoutSet - share) <= limit * tally.standardError
    }

    @Test("12 cards: the share without a set is Knuth's 0.0323019786, within 3 standard errors")
    func twelveCards() throws {
        let tally = try SimulateCommand.parse(["--deals", "12", "--games", "100000", "--seed", "7"]).survey()
        #expect(tally.deals == 100_000)
        #expect(tally.standardError > 0.0004 && tally.standardError < 0.0007)
        #expect(agrees(tally, with: 0.0323019786))
        // The tolerance is tight enough to see a wrong finder: missing one set in ten moves
        // the share far outside it.
        #expect(!agrees(tally, with: 0.0323019786 * 1.3))
    }

    @Test("3 cards are a set 1 time in 79")
    func threeCards() {
        let tally = DealSurvey(cards: 3, seed: 2).run(deals: 0..<100_000)
        #expect(agrees(tally, with: 78.0 / 79.0))
    }

    @Test("21 cards always hold a set; fewer than 3 never do")
    func certainties() {
        #expect(DealSurvey(cards: 21, seed: 3).run(deals: 0..<2_000).withoutSet == 0)
        #expect(DealSurvey(cards: 2, seed: 3).run(deals: 0..<100).withoutSet == 100)
    }

    @Test("the split over cores does not change the totals")
    func splitInvariant() {
        let survey = DealSurvey(cards: 12, seed: 5)
        #expect(survey.run(deals: 0..<900) == survey.run(deals: 0..<400).merged(with: survey.run(deals: 400..<900)))
    }

    @Test("the output names the published figure and the distance to it; --json has the same")
    func output() throws {
        let command = try SimulateCommand.parse(["--deals", "12", "--games", "2000", "--seed", "1"])
        let tally = command.survey()
        let text = try command.output(tally, cards: 12, dealsPerSecond: 5)
        #expect(text.contains("published: 0.0323019786 (Knuth, SETSET"))
        let json = try SimulateCommand.parse(["--deals", "12", "--games", "2000", "--seed", "1", "--json"])
        let decoded = try JSONDecoder().decode(DealsJSON.self, from: Data(json.output(tally, cards: 12, dealsPerSecond: 5).utf8))
        #expect(decoded.withoutSet == tally.withoutSet && decoded.published == 0.0323019786)
    }

    @Test("bad table sizes are refused", arguments: [["--deals", "82"], ["--deals", "-1"], ["--deals", "x"]])
    func badValues(arguments: [String]) {
        #expect(throws: (any Error).self) { try SimulateCommand.parse(arguments) }
    }
}
