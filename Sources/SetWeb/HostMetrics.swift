import Prometheus
import SetServer

/// The host's figures kept for Prometheus (`serve --metrics`): a registry of its own (never
/// the process-wide one, so two servers in one test process keep two sets), the factory that
/// fills it through swift-metrics, and the ``ServerMetrics`` the server counts with.
public struct HostMetrics: Sendable {
    public let registry: PrometheusCollectorRegistry
    public let server: ServerMetrics

    /// Buckets for the key → frame histogram: a frame is paced at 30 a second, so most
    /// answers fall under 34 ms; the goal is a p99 ≤ 20 ms.
    static let keyToFrameBuckets: [Duration] = [1, 2, 5, 10, 20, 35, 50, 100, 250, 1000].map { .milliseconds($0) }
    /// Buckets for a write to the records: SQLite's fsync to PostgreSQL over a network.
    static let storeWriteBuckets: [Duration] = [1, 2, 5, 10, 25, 50, 100, 250, 1000, 5000].map { .milliseconds($0) }

    public init() {
        registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.durationHistogramBuckets = [
            ServerMetrics.Name.keyToFrame: Self.keyToFrameBuckets, ServerMetrics.Name.storeWrite: Self.storeWriteBuckets,
        ]
        server = ServerMetrics(factory: factory)
    }

    /// The scrape: every figure in Prometheus's text format.
    public func scrape() -> [UInt8] {
        registry.emitToBuffer()
    }
}
