import Foundation
import SetCore
import SetTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct CardIDTests {
    @Test func encodesAsAPlainNumber() throws {
        let data = try JSONEncoder().encode([CardID(3), CardID(80)])
        #expect(String(decoding: data, as: UTF8.self) == "[3,80]")
    }

    @Test func decodesFromAPlainNumber() throws {
        #expect(try JSONDecoder().decode([CardID].self, from: Data("[0,42]".utf8)) == [CardID(0), CardID(42)])
    }

    @Test func ordersByDeckIndex() {
        #expect([CardID(9), CardID(2), CardID(40)].sorted() == [CardID(2), CardID(9), CardID(40)])
    }

    @Test func identitiesFollowTheFullDeckOrder() {
        #expect(Card<SetCard>.fullDeck.map(\.id) == (0..<81).map { CardID($0) })
    }
}
