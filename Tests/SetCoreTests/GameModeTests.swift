import SetCore
import SetTestSupport
import Testing

/// A mode is a variant in a context on a deck, kept as a name: the names older files hold
/// are the ones the vocabulary makes, and the list order comes from the registry.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct GameModeTests {
    @Test("every name scores.sqlite, saves and settings hold is made by the vocabulary, in list order")
    func namesAreTheStoredOnes() {
        #expect(GameMode.listed.map(\.name) == [
            "standard", "test", "junior", "chain", "ultra", "ultra9", "ghost", "daily",
            "vs-easy", "chain-vs-easy", "ultra-vs-easy", "ultra9-vs-easy", "ghost-vs-easy",
            "vs-normal", "chain-vs-normal", "ultra-vs-normal", "ultra9-vs-normal", "ghost-vs-normal",
            "vs-brisk", "chain-vs-brisk", "ultra-vs-brisk", "ultra9-vs-brisk", "ghost-vs-brisk",
            "vs-hard", "chain-vs-hard", "ultra-vs-hard", "ultra9-vs-hard", "ghost-vs-hard",
            "duel", "chain-duel", "ultra-duel", "ultra9-duel", "ghost-duel", "cards", "cards-test",
        ])
        #expect(GameMode(.standard, .computer(.hard)).name == "vs-hard" && GameMode(.test, deck: .cards).name == "cards-test")
        #expect(GameMode(.junior, .duel).name == "junior-duel", "a variant in a context names both")
    }

    @Test("a known name gives back its parts; any other keeps its name and has none")
    func partsComeBackFromTheName() {
        for mode in GameMode.listed {
            let parts = mode.parts
            #expect(parts.map { GameMode($0.variant, $0.context, deck: $0.deck) } == mode, "\(mode)")
        }
        #expect(GameMode(name: "vs-brisk").parts == GameMode.Parts(variant: .standard, context: .computer(.brisk), deck: .set))
        #expect(GameMode(name: "junior").parts?.variant == .junior)
        #expect(GameMode(name: "relay").parts == nil && GameMode(name: "junior-duel").parts == nil, "junior is not played in a duel")
    }

    @Test("listed modes come first in list order, then the others by name")
    func order() {
        let shuffled: [GameMode] = [GameMode(name: "relay"), .cards, .duel, GameMode(name: "blitz"), .junior, .standard, .computer(.easy)]
        #expect(shuffled.sorted { $0.lists(before: $1) }.map(\.name) == ["standard", "junior", "vs-easy", "duel", "cards", "blitz", "relay"])
    }

    @Test("variants are found by name, each with its rule and deal")
    func variants() {
        #expect(Variant.registered.map(\.name) == ["standard", "test", "junior", "chain", "ultra", "ultra9", "ghost"])
        #expect(Variant.named("junior") == .junior && Variant.named("Junior") == nil && Variant.named("ultra") == .ultraSet)
        #expect(Variant.named("mega") == nil, "MegaSet's fifth feature has no picture: not played")
        #expect(Variant.test.rule == .anyGroup && Variant.junior.deal(seed: 3, startedAt: 1) == JuniorDeck.game(seed: 3, startedAt: 1))
        #expect(Variant.standard.deal(seed: 3, startedAt: 0) == MatchingGame(seed: 3))
        #expect(Variant.junior.plays(.room) && !Variant.junior.plays(.computer(.easy)) && Variant.standard.plays(.duel))
    }
}
