import SetCore

extension Room {
    /// The room of a finished game as it stood after its first `steps` takes and misses
    /// (deals follow by themselves): its `players` seated in order, the log replayed from
    /// `seed` (N7). The whole log gives the game as it ended, with its results.
    public static func replayed(
        variant: Variant, seed: UInt64, startedAt: Double, players: [(key: PlayerKey, name: String)], log: [RoomEntry], steps: Int
    ) -> Room {
        var room = Room(variant: variant, seed: seed, at: startedAt)
        for player in players { _ = room.join(player.key, name: player.name) }
        for entry in log.filter(\.isPlayersMove).prefix(max(steps, 0)) { room.replay(entry) }
        return room
    }

    /// Does again what the logged `entry` did: a player's take or miss, their cards chosen
    /// at its time (a deal follows by itself).
    public mutating func replay(_ entry: RoomEntry) {
        switch entry {
        case .took(let player, let cards, let at), .missed(let player, let cards, let at):
            for card in cards { _ = choose(card, by: player, at: at) }
        case .dealt: break
        }
    }
}

extension RoomEntry {
    /// Whether a player did it (a take or a miss), not the server (a deal).
    public var isPlayersMove: Bool {
        if case .dealt = self { false } else { true }
    }
}
