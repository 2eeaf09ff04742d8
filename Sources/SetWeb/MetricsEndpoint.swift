import Hummingbird
import Logging
import NIOCore
import SetServer

/// `serve --metrics HOST:PORT`: `GET /metrics` answers the host's figures in Prometheus's
/// text format; every other path is not found.
public enum MetricsEndpoint {
    /// The content type of Prometheus's text format.
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// The HTTP service for `metrics` on `address`; `bound` is told the address it listens on
    /// (the port resolved when 0 was asked for).
    public static func service(
        _ metrics: HostMetrics, on address: ListenAddress, logger: Logger, bound: @escaping @Sendable (ListenAddress) -> Void
    ) -> some ApplicationProtocol {
        let router = Router()
        router.get("/metrics") { _, _ -> Response in
            Response(
                status: .ok, headers: [.contentType: contentType],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: metrics.scrape())))
        }
        return WebServer.application(router: router, on: address, logger: logger, bound: bound)
    }
}
