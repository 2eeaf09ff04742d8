import Foundation
import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle
@testable import SetServer
import SetWeb

/// A game server on loopback with the host's HTTP services beside it, as `set-game serve
/// --metrics … --http …` wires them (``WebOptions``), in one ServiceGroup the test stops.
struct HostUnderTest {
    let server: GameServer
    /// Where the metrics and the site listen (nil: not asked for).
    let metrics: ListenAddress?
    let site: ListenAddress?
    private let group: ServiceGroup
    private let running: Task<Void, any Error>

    var sshPort: Int { server.address.port ?? 0 }

    /// Starts a server keeping `records`, counting into `figures` and serving
    /// them when given, serving the site when `site` is true.
    static func start(
        records: any CommunityRecords, figures: HostMetrics?, site: Bool, limits: ServerLimits = ServerLimits()
    ) async throws -> HostUnderTest {
        let silent = Logger(label: "set-game-tests", factory: { _ in SwiftLogNoOpLogHandler() })
        let log = HostLog(logger: silent, metrics: figures?.server ?? .none)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-host-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (hostKey, _) = try HostKey.loadOrCreate(in: directory)
        let store = MeasuredStore(store: records, metrics: log.metrics)
        let server = try await GameServer.start(
            on: ListenAddress(host: "127.0.0.1", port: 0), hostKey: hostKey, store: store, limits: limits, log: log)
        let loopback = ListenAddress(host: "127.0.0.1", port: 0)
        let options = WebOptions(metrics: figures.map { (loopback, $0) }, http: site ? loopback : nil)
        let said = NIOLockedValueBox<[String]>([])
        let host = ServerMain.RunningHost(records: records, server: server, joinHost: "127.0.0.1", port: server.address.port ?? 0)
        let services = options.services(for: host, logger: silent) { line in said.withLockedValue { $0.append(line) } }
        let group = ServiceGroup(services: [server] + services, logger: silent)
        let running = Task { try await group.run() }
        let expected = services.count
        // Binding takes milliseconds, but the services start on the shared cooperative pool:
        // under a whole `swift test` run beside builds on 2 cores, 20 s was once not enough.
        guard await poll(seconds: 60, { said.withLockedValue { $0.count } == expected }) else {
            running.cancel()
            throw RawSSHTimeout(what: "the HTTP services to listen")
        }
        func address(_ prefix: String) -> ListenAddress? {
            said.withLockedValue { $0 }.first { $0.hasPrefix(prefix) }.flatMap { line in
                let rest = line.dropFirst(prefix.count).split(separator: "/").first.map(String.init) ?? ""
                return ListenAddress(parsing: rest)
            }
        }
        return HostUnderTest(
            server: server, metrics: address("metrics: http://"), site: address("web: http://"), group: group, running: running)
    }

    /// Stops everything, as SIGTERM would.
    func stop() async {
        await group.triggerGracefulShutdown()
        _ = try? await running.value
    }

    /// `GET path` from the metrics endpoint.
    func scrape(_ path: String = "/metrics") async throws -> HTTPGet.Answer {
        guard let metrics else { throw RawSSHTimeout(what: "metrics were not asked for") }
        return try await HTTPGet.get(metrics.host, port: metrics.port, path)
    }

    /// `GET path` from the site.
    func page(_ path: String) async throws -> HTTPGet.Answer {
        guard let site else { throw RawSSHTimeout(what: "the site was not asked for") }
        return try await HTTPGet.get(site.host, port: site.port, path)
    }
}
