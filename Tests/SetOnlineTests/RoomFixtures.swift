import SetCore
@testable import SetOnline

/// Players and positions the room tests share.
enum RoomFixtures {
    static let ada = PlayerKey("SHA256:ada")
    static let bob = PlayerKey("SHA256:bob")
    static let cy = PlayerKey("guest-0c1y")

    /// A standard room at time 0 with Ada and Bob seated.
    static func twoPlayerRoom(seed: UInt64 = 7, mode: Variant = .standard) -> Room {
        var room = Room(variant: mode, seed: seed, at: 0)
        _ = room.join(ada, name: "ada")
        _ = room.join(bob, name: "bob")
        return room
    }

    /// Three cards on the table that do not match under SET's rule.
    static func nonMatch(in game: MatchingGame<SetCard>) -> [CardID] {
        let table = game.table.map(\.id)
        for a in 0..<table.count {
            for b in (a + 1)..<table.count {
                for c in (b + 1)..<table.count where !game.isMatch([table[a], table[b], table[c]]) {
                    return [table[a], table[b], table[c]]
                }
            }
        }
        fatalError("every trio on the table matches")
    }

    /// A card on the table that is not in `cards`.
    static func other(than cards: [CardID], in game: MatchingGame<SetCard>) -> CardID {
        game.table.map(\.id).first { !cards.contains($0) }!
    }
}
