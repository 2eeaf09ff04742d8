import NIOCore

/// Every open session channel of a server, wherever its player is (logging in, naming
/// themselves, in the lobby, in a room), so a shutdown can say goodbye to each. Confined to
/// the server's game loop; a session is listed from when its channel's handler is added until
/// it is removed, so the list never outlives its sessions.
final class SessionRegistry {
    private var sessions: [ObjectIdentifier: PlayerSession] = [:]
    /// Whether a redraw of the lobbies is already on its way this turn of the loop.
    private var lobbyRedrawPending = false

    func add(_ session: PlayerSession) {
        sessions[ObjectIdentifier(session)] = session
    }

    func remove(_ session: PlayerSession) {
        sessions[ObjectIdentifier(session)] = nil
    }

    /// Tells every session `message`, gives its terminal back and ends it with status 0.
    func endEverySession(saying message: String) {
        for session in Array(sessions.values) { session.stop(saying: message) }
    }

    /// Redraws every open lobby each time what `hub` lists may have changed (a room opened,
    /// filled, ended or closed, here or on another node): once per turn of `loop`, however
    /// many changes came in it, so a lobby shows a new room as soon as it opens.
    func redrawLobbies(of hub: RoomHub, on loop: any EventLoop) {
        // Weak: a hub may outlive its registry by a moment (a records answer arriving as a
        // server that could not start is let go).
        hub.lobbyChanged = { [weak self] in
            guard let self, !self.lobbyRedrawPending else { return }
            self.lobbyRedrawPending = true
            loop.assumeIsolated().execute {
                self.lobbyRedrawPending = false
                for session in Array(self.sessions.values) { session.refreshLobby() }
            }
        }
    }
}
