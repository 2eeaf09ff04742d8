import EndToEndSupport
import Foundation
import SetTestSupport
import Testing

/// Players without a usable key, through the real OpenSSH client: they enter as guests and
/// are never asked for a password, even by a client willing to ask for one.
@Suite("Keyless login through ssh", .serialized, .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct KeylessLoginEndToEndTests {
    typealias Server = OnlineEndToEndTests.Server

    /// A pane running OpenSSH as `user` with `options`, interactive (no BatchMode, which
    /// would turn keyboard-interactive off), to the lobby.
    static func interactivePlayer(on server: Server, _ user: String, options: [String]) throws -> TmuxSession {
        try TmuxSession(
            command: [
                "ssh", "-tt", "-p", "\(server.port)", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                "-o", "LogLevel=ERROR", "-o", "IdentitiesOnly=yes",
            ] + options + ["\(user)@127.0.0.1"],
            width: 100, height: 30)
    }

    @Test("no key, password and keyboard-interactive allowed: the lobby as a guest, no password prompt")
    func keylessNeverAskedForPassword() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let pane = try Self.interactivePlayer(
            on: server, "ada",
            options: ["-o", "PubkeyAuthentication=no", "-o", "PasswordAuthentication=yes", "-o", "KbdInteractiveAuthentication=yes"])
        let lobby = try pane.waitFor("the lobby or a prompt") { screen in
            screen.contains { $0.contains("lobby · guest-") || $0.lowercased().contains("password") }
        }
        #expect(!lobby.contains { $0.lowercased().contains("password") }, "\(lobby.joined(separator: "\n"))")
        #expect(lobby.first?.hasPrefix("SET online · lobby · guest-") == true)
        #expect(lobby.dropFirst().first == "Guest, unrated · to keep a name and rating, use an ed25519 key (not RSA): ssh-keygen -t ed25519")
        try pane.send("Q", literal: true)
        try pane.waitFor(text: "EXIT=0")
    }

    @Test("an RSA key only: the lobby as a guest, no password prompt")
    func rsaKeyEntersAsGuest() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let key = server.directory.appendingPathComponent("rsa_key").path
        let made = try ChildProcess.run(["ssh-keygen", "-q", "-t", "rsa", "-b", "2048", "-N", "", "-f", key])
        try #require(made.status == 0, "ssh-keygen: \(made.error)")
        let pane = try Self.interactivePlayer(on: server, "bob", options: ["-i", key, "-o", "PasswordAuthentication=yes"])
        let lobby = try pane.waitFor("the lobby or a prompt") { screen in
            screen.contains { $0.contains("lobby · guest-") || $0.lowercased().contains("password") }
        }
        #expect(!lobby.contains { $0.lowercased().contains("password") }, "\(lobby.joined(separator: "\n"))")
        #expect(lobby.first?.hasPrefix("SET online · lobby · guest-") == true)
    }
}
