import Hummingbird
import Logging
import ServiceLifecycle
import SetServer

/// What the host asked to serve over HTTP beside the game: the figures (`--metrics`) and
/// the community's site (`--http`), each on its own address, each off unless asked for.
public struct WebOptions: Sendable {
    public let metrics: (address: ListenAddress, figures: HostMetrics)?
    public let http: ListenAddress?

    public init(metrics: (address: ListenAddress, figures: HostMetrics)?, http: ListenAddress?) {
        self.metrics = metrics
        self.http = http
    }

    /// The services for the running `host`; each says through `say` where it listens once
    /// it does.
    public func services(for host: ServerMain.RunningHost, logger: Logger, say: @escaping @Sendable (String) -> Void) -> [any Service] {
        var services: [any Service] = []
        if let metrics {
            services.append(
                MetricsEndpoint.service(metrics.figures, on: metrics.address, logger: logger) { say("metrics: http://\($0)/metrics") })
        }
        if let http {
            services.append(CommunitySite.service(for: host, on: http, logger: logger) { say("web: http://\($0)/") })
        }
        return services
    }
}
