import Foundation
import SetCore
import SetTestSupport
import Testing
@testable import SetTUI

@Suite("set-game solve", .timeLimit(.minutes(1)), .takesTurns)
struct SolveCommandTests {
    @Test("lists the set among the given cards, in the input's notation")
    func findsSet() throws {
        let command = try SolveCommand.parse(["1rsd", "2RSD", "3rsd", "1gho"])
        #expect(try command.output() == "1rsd 2RSD 3rsd\n1 set")
    }

    @Test("counts every set; none gives 0 sets")
    func countsSets() throws {
        let all = try SolveCommand.parse(["1rsd", "2rsd", "3rsd", "1gsd", "1psd"])
        #expect(try all.output().hasSuffix("2 sets"))
        let none = try SolveCommand.parse(["1rsd", "2rsd", "1gsd"])
        #expect(try none.output() == "0 sets")
    }

    @Test("no cards at all is a usage error, not 0 sets")
    func noCards() {
        #expect {
            try SolveCommand.parse([])
        } throws: { error in
            SolveCommand.exitCode(for: error) == .validationFailure && SolveCommand.message(for: error).contains("no cards")
        }
    }

    @Test("--json prints the sets and the count")
    func json() throws {
        let command = try SolveCommand.parse(["1rsd", "2rsd", "3rsd", "--json"])
        let result = try JSONDecoder().decode(SolveResult.self, from: Data(try command.output().utf8))
        #expect(result == SolveResult(sets: [["1rsd", "2rsd", "3rsd"]], count: 1))
    }

    @Test("a bad token is named", arguments: ["4rsd", "1xsd", "1rqd", "1rsz", "1rs", "1rsdd"])
    func badToken(token: String) {
        #expect {
            try SolveCommand.parse(["1rsd", token])
        } throws: { error in
            SolveCommand.message(for: error).contains("'\(token)'")
        }
    }

    @Test("a repeated card is refused, whatever its case")
    func repeatedCard() {
        #expect {
            try SolveCommand.parse(["1rsd", "2rsd", "1RSD"])
        } throws: { error in
            SolveCommand.message(for: error).contains("'1RSD' repeats")
        }
    }

    @Test("notation round-trips for all 81 cards")
    func notation() throws {
        for card in SetCard.fullDeck {
            #expect(try CardNotation.parse(CardNotation.format(card)) == card)
        }
    }
}

