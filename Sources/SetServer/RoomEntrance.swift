import SetOnline

/// Where a command sends a player, within the server's limits: a room it opens (no more
/// than ``ServerLimits/roomsPerAddress`` held by one address), today's race, or a room by
/// its code (wrong codes from one address slow it down: ``JoinThrottle``). Confined to the
/// server's event loop, as the hub is.
struct RoomEntrance {
    let services: ServerServices

    /// The room `command` names for a player at `address` at `now`, and whether they only
    /// watch it; or, worded for the player, why not.
    func room(for command: SessionCommand, from address: String, at now: Double) -> Result<(room: HostedRoom, spectator: Bool), CommandError> {
        switch command {
        case .new(let mode), .newPrivate(let mode):
            let held = services.roomBudget.rooms(heldBy: address, in: services.hub)
            guard held < services.limits.roomsPerAddress else {
                return .failure(CommandError("your address has \(held) rooms open already; join one of them, or end one first"))
            }
            guard let opened = services.hub.open(mode, isPrivate: command == .newPrivate(mode)) else { return .failure(Self.full) }
            services.roomBudget.opened(opened, by: address)
            return .success((opened, false))
        case .daily:
            return services.hub.daily().map { ($0, false) }
        case .join(let code), .watch(let code):
            let wait = services.joins.wait(for: address, at: now)
            guard wait == 0 else {
                return .failure(CommandError("too many wrong room codes from your address; try again in \(Int(wait.rounded(.up))) s"))
            }
            guard let found = services.hub.room(code) else {
                services.joins.missed(by: address, at: now)
                return .failure(CommandError("no room \(PlainText.cleaned(code, limit: 8)); ask its players for the code in their title line"))
            }
            return .success((found, command == .watch(code)))
        case .settings, .replay, .rename:
            return .failure(CommandError(SessionCommand.usage))  // a command line's, with no room
        }
    }

    private static let full = CommandError("the server is full; try again later")
}
