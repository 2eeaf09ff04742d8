import Hummingbird
import Logging
import ServiceLifecycle
import SetServer

/// What the host asked to serve over HTTP beside the game: the figures (`--metrics`), off
/// unless asked for.
public struct WebOptions: Sendable {
    public let metrics: (address: ListenAddress, figures: HostMetrics)?

    public init(metrics: (address: ListenAddress, figures: HostMetrics)?) {
        self.metrics = metrics
    }

    /// The services for the running `host`; each says through `say` where it listens once
    /// it does.
    public func services(for host: ServerMain.RunningHost, logger: Logger, say: @escaping @Sendable (String) -> Void) -> [any Service] {
        var services: [any Service] = []
        if let metrics {
            services.append(
                MetricsEndpoint.service(metrics.figures, on: metrics.address, logger: logger) { say("metrics: http://\($0)/metrics") })
        }
        return services
    }
}
