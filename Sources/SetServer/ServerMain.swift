import FoundationEssentials
import ServiceLifecycle

/// What `set-game serve` does once its options are read: the host key, the server, the
/// lines that tell the host how players join, and serving until SIGTERM or SIGINT.
public enum ServerMain {
    /// Serves from `directory` on `address`, printing through `say`; returns after a
    /// graceful shutdown.
    /// - Throws: ``HostKeyError`` or the error binding the port.
    public static func run(
        on address: ListenAddress, directory: URL, limits: ServerLimits = ServerLimits(), say: @escaping @Sendable (String) -> Void
    ) async throws {
        let (hostKey, created) = try HostKey.loadOrCreate(in: directory)
        let store = try OnlineStore(directory: directory)
        let server = try await GameServer.start(on: address, hostKey: hostKey, store: store, limits: limits)
        let port = server.address.port ?? address.port
        let host = address.host == "0.0.0.0" || address.host == "::" ? "HOST" : address.host
        say("set-game serve: listening on \(address.host):\(port)")
        say("host key \(hostKey.fingerprint)" + (created ? " (new, in \(HostKey.file(in: directory).path))" : ""))
        say("join:  ssh -t -p \(port) \(host) new        (a room of your own; others: join CODE, watch CODE)")
        say("guest: ssh -t -p \(port) guest@\(host) new")
        let group = ServiceGroup(services: [server], gracefulShutdownSignals: [.sigterm, .sigint], logger: .init(label: "set-game"))
        try await group.run()
        say("set-game serve: stopped")
    }
}
