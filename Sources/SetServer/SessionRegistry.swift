/// Every open session channel of a server, wherever its player is (logging in, naming
/// themselves, in the lobby, in a room), so a shutdown can say goodbye to each. Confined to
/// the server's event loop; a channel is listed from when its handler is added until it is
/// removed, so the list never outlives its sessions.
final class SessionRegistry {
    private var handlers: [ObjectIdentifier: SessionChannelHandler] = [:]

    func add(_ handler: SessionChannelHandler) {
        handlers[ObjectIdentifier(handler)] = handler
    }

    func remove(_ handler: SessionChannelHandler) {
        handlers[ObjectIdentifier(handler)] = nil
    }

    /// Tells every session `message`, gives its terminal back and ends it with status 0.
    func endEverySession(saying message: String) {
        for handler in Array(handlers.values) { handler.stop(saying: message) }
    }
}
