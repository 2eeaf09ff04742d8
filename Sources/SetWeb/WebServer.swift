import Hummingbird
import Logging
import NIOCore
import SetServer

/// What both HTTP services of the host share: a Hummingbird application on one address,
/// telling where it bound once it listens.
enum WebServer {
    static func application(
        router: Router<BasicRequestContext>, on address: ListenAddress, logger: Logger, bound: @escaping @Sendable (ListenAddress) -> Void
    ) -> some ApplicationProtocol {
        Application(
            router: router,
            configuration: ApplicationConfiguration(address: .hostname(address.host, port: address.port), serverName: "set-game"),
            onServerRunning: { channel in
                bound(ListenAddress(host: address.host, port: channel.localAddress?.port ?? address.port))
            },
            logger: logger)
    }
}
