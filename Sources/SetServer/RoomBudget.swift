/// The rooms each address has opened and that are still open, so a few connections cannot
/// take every room of the server (issue 43, item 8): an address may hold
/// ``ServerLimits/roomsPerAddress`` at once. Confined to the server's event loop.
final class RoomBudget {
    private var held: [String: [WeakRoom]] = [:]

    /// How many rooms opened from `address` are still open in `hub`.
    func rooms(heldBy address: String, in hub: RoomHub) -> Int {
        let open = (held[address] ?? []).filter { weak in
            guard let room = weak.room else { return false }
            return hub.room(room.code) === room
        }
        held[address] = open.isEmpty ? nil : open
        return open.count
    }

    /// `address` opened `room`.
    func opened(_ room: HostedRoom, by address: String) {
        held[address, default: []].append(WeakRoom(room))
    }
}
