import EndToEndSupport
import Foundation
import SetTestSupport
import Testing

/// `serve --host-key FILE`: nodes players reach under one name share one host key, so
/// OpenSSH, which checks the key of the name it dialled, trusts every node alike.
@Suite("A host key shared by nodes, through ssh", .serialized, .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct SharedHostKeyEndToEndTests {
    @Test("two nodes on one --host-key: a known_hosts entry made on A lets ssh into B with strict checking; a node with its own key is refused")
    func sharedKey() throws {
        try #require(TmuxSession.isAvailable)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-shared-key-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let keyFile = directory.appendingPathComponent("host_key").path
        let knownHosts = directory.appendingPathComponent("known_hosts").path
        let a = try OnlineEndToEndTests.Server(arguments: ["--host-key", keyFile])
        let b = try OnlineEndToEndTests.Server(arguments: ["--host-key", keyFile])
        let own = try OnlineEndToEndTests.Server()
        let fingerprint = { (server: OnlineEndToEndTests.Server) throws -> String in
            let line = try #require(try server.pane.screen().first { $0.hasPrefix("host key SHA256:") })
            return String(line.split(separator: " ")[2])
        }
        #expect(try fingerprint(a) == fingerprint(b))
        #expect(try fingerprint(a) != fingerprint(own))
        /// `ssh` to `server` under the one name players use, `settings` (prints and exits).
        func ssh(_ server: OnlineEndToEndTests.Server, strict: String) throws -> [String] {
            let pane = try TmuxSession(
                command: [
                    "ssh", "-tt", "-p", "\(server.port)", "-o", "HostKeyAlias=set-game.example", "-o", "StrictHostKeyChecking=\(strict)",
                    "-o", "UserKnownHostsFile=\(knownHosts)", "-o", "BatchMode=yes", "-o", "PubkeyAuthentication=no",
                    "guest@127.0.0.1", "new",
                ], width: 100, height: 30)
            return try pane.waitFor("the room or a refusal") { screen in
                screen.contains { $0.contains("room ") || $0.contains("EXIT=") }
            }
        }
        #expect(try ssh(a, strict: "accept-new").contains { $0.contains("SET online · room ") })
        #expect(try ssh(b, strict: "yes").contains { $0.contains("SET online · room ") })
        let refused = try ssh(own, strict: "yes")
        #expect(refused.contains { $0.contains("REMOTE HOST IDENTIFICATION HAS CHANGED") || $0.contains("Host key verification failed") })
    }
}
