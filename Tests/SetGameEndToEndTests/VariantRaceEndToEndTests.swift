import EndToEndSupport
import Foundation
import SetCore
import SetTestSupport
import Testing

/// A variant raced online through the real OpenSSH client: two players in an UltraSet room
/// read the table from their own screens (``TableReading``), find an UltraSet on it, and both
/// press its four cards. The room judges at the fourth card: exactly one takes it.
@Suite("An UltraSet race between two ssh players", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct VariantRaceEndToEndTests {
    /// The keys of the cards of `group` (indices into `reading.cards`), in group order.
    static func keys(of group: [Int], in reading: TableReading) -> [String] {
        group.map { String(reading.cards[$0].key) }
    }

    /// The whole dealt table as `pane` shows it, read once every card the deck left out is drawn.
    static func table(on pane: TmuxSession, reading pictures: inout CardPictures) throws -> TableReading {
        var reading: TableReading?
        try pane.waitFor("the whole table read") { screen in
            guard let deck = LeaderboardEndToEndTests.deck(on: screen), LeaderboardEndToEndTests.setsTaken(on: screen) == 0 else { return false }
            let read = TableReading(screen, pictures: &pictures)
            reading = read
            return read.cards.count == 81 - deck
        }
        return try #require(reading)
    }

    @Test("in an ultra room both ssh players choose the four cards of an UltraSet read from the screen; one takes it, the other is told")
    func ultraRace() throws {
        try #require(TmuxSession.isAvailable)
        let server = try OnlineEndToEndTests.Server()
        let (ada, bob) = try LeaderboardEndToEndTests.seatedPlayers(on: server, mode: "ultra")
        let dealt = try OnlineEndToEndTests.start(ada)
        #expect(dealt.first?.contains(" · ultra · ") == true, "the title names the variant: \(dealt.first ?? "")")
        var pictures = CardPictures(theme: LeaderboardEndToEndTests.settings.cardTheme)
        let adaTable = try Self.table(on: ada, reading: &pictures)
        let bobTable = try Self.table(on: bob, reading: &pictures)
        #expect(Set(adaTable.cards) == Set(bobTable.cards), "both see the same cards under the same keys")
        let ultra = try #require(TwoPairsAlikeJudge().matches(in: adaTable.cards.map(\.card)).first, "an UltraSet among \(adaTable.cards.map(\.card))")
        let keys = Self.keys(of: ultra, in: adaTable)
        for pane in [ada, bob] {
            try pane.send(keys[0], keys[1], keys[2], literal: true)
            try pane.waitFor("three cards chosen, nothing judged") { $0.joined().filter { $0 == "┏" }.count == 3 }
        }
        try ada.send(keys[3], literal: true)
        try bob.send(keys[3], literal: true)
        let decided = try ada.waitFor("one UltraSet taken") { (LeaderboardEndToEndTests.setsTaken(on: $0) ?? 0) == 1 }
        let adaWon = OnlineEndToEndTests.sets(of: "ada", on: decided) == 1
        let (winner, loser, name) = adaWon ? (ada, bob, "ada") : (bob, ada, "bob")
        try winner.waitFor(text: "You took a set")
        let told = try loser.waitFor("the loser told who took it") { screen in
            screen.joined().contains("\(name) took a") || screen.joined().contains("\(name) pressed")
        }
        #expect(OnlineEndToEndTests.sets(of: adaWon ? "bob" : "ada", on: told) == 0)
        for screen in [try ada.screen(), try bob.screen()] {
            #expect(screen.allSatisfy { !$0.contains("−") }, "nobody paid for a miss")
        }
        // The four cards left the table; four new ones came from the deck. (Read on the
        // winner's screen: the loser's late fourth key may have chosen a new card.)
        var after: TableReading?
        try winner.waitFor("the table after the take") { screen in
            guard let deck = LeaderboardEndToEndTests.deck(on: screen) else { return false }
            let read = TableReading(screen, pictures: &pictures)
            after = read
            return read.cards.count == 81 - deck - 4
        }
        let taken = Set(ultra.map { adaTable.cards[$0].card })
        #expect(try #require(after).cards.allSatisfy { !taken.contains($0.card) })
    }
}
