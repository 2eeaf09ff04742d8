extension GameServer {
    /// Tells the other nodes on `feed` of this node's listed rooms, now and at every change
    /// (N10), today's race among them (one across the nodes). Private rooms stay on their node.
    public func share(through feed: LobbyFeed) async throws {
        let shared = shared
        try await shared.eventLoop.submit {
            let hub = shared.value.hub
            hub.listingChanged = { [unowned hub] code in feed.changed(code: code, listing: hub.sharedListing(of: code)) }
            for code in hub.rooms.keys { feed.changed(code: code, listing: hub.sharedListing(of: code)) }
        }.get()
    }

    /// Lists `listings`, the rooms of other nodes, in this node's lobby.
    public func listElsewhere(_ listings: [Lobby.Listing]) {
        let shared = shared
        shared.eventLoop.execute { shared.value.hub.elsewhere = listings }
    }
}

extension RoomHub {
    /// The room `code` as other nodes list it: nil when it is closed or private.
    func sharedListing(of code: String) -> Lobby.Listing? {
        rooms[code].flatMap { $0.access == .unlisted ? nil : Self.listing($0) }
    }
}
