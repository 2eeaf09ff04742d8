import Foundation
import SetCore
import SetOnline
@testable import SetServer

/// Records with a few finished games, for the site's tests: Ada and a player whose name is
/// all markup play three rated standard games and one junior game; a guest plays along.
enum CommunityFixture {
    static let ada = PlayerKey("SHA256:ada")
    static let markup = PlayerKey("SHA256:markup")
    static let guest = PlayerKey("guest-0abc")
    /// A name that is HTML, as a name from outside may be: every page must escape it.
    static let markupName = "<b>Bob & 'Co'</b>"

    /// How many finished games the records hold: three standard, one junior.
    static let games: [(Variant, UInt64)] = [(.standard, 11), (.standard, 12), (.junior, 13), (.standard, 14)]

    /// SQLite records in `directory` holding the fixture's players and games.
    static func records(in directory: URL) async throws -> SQLiteStore {
        let store = try SQLiteStore(directory: directory)
        _ = try await store.register(ada, name: "Ada", at: 1)
        _ = try await store.register(markup, name: markupName, at: 2)
        for (index, (mode, seed)) in games.enumerated() {
            try await store.recordFinishedGame(of: finishedRoom(mode, seed: seed, adaTakesEvery: index % 2 == 0 ? 2 : 3), at: 1_800_000_000 + Double(index) * 3600)
        }
        return store
    }

    /// A finished game of `mode` from `seed`: Ada takes one set of every `adaTakesEvery`,
    /// the other player the rest, and misses once at the start; the guest only watches the
    /// score.
    static func finishedRoom(_ mode: Variant, seed: UInt64, adaTakesEvery: Int) -> Room {
        let start = 1_800_000_000.0
        var room = Room(variant: mode, seed: seed, at: start)
        _ = room.join(ada, name: "Ada")
        _ = room.join(markup, name: markupName)
        _ = room.join(guest, name: "guest-0abc")
        // A miss: three cards that are not a set (the first three of the table rarely are).
        let table = room.game.table.map(\.id)
        if let miss = (0..<table.count).lazy.compactMap({ first -> [CardID]? in
            let trio = [table[first], table[(first + 1) % table.count], table[(first + 2) % table.count]]
            return room.game.matchesOnTable.contains { Set($0) == Set(trio) } ? nil : trio
        }).first {
            for card in miss { _ = room.choose(card, by: ada, at: start + 1) }
        }
        var turn = 0
        while !room.isOver {
            let taker = turn % adaTakesEvery == 0 ? markup : ada
            for card in room.game.matchesOnTable[0] { _ = room.choose(card, by: taker, at: start + 5 + Double(turn) * 4) }
            turn += 1
        }
        return room
    }
}
