import NIOCore

extension GameServer {
    /// The rooms open on this node that anyone may find, as the lobby lists them: today's
    /// race first, if open here, then the listed rooms by code (private rooms are left out).
    public func openRooms() async throws -> [Lobby.Listing] {
        let shared = shared
        return try await shared.eventLoop.submit {
            let hub = shared.value.hub
            let daily = hub.dailyListing.flatMap { $0.joinCommand == nil ? $0 : nil }
            return (daily.map { [$0] } ?? []) + hub.listings.filter { $0.joinCommand == nil }
        }.get()
    }
}
