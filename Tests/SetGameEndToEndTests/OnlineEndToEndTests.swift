import EndToEndSupport
import Foundation
import Testing

/// `set-game serve` played through the real OpenSSH client: the server and each player in
/// tmux panes, on a random loopback port, with throwaway keys.
@Suite("Online play through ssh", .serialized, .timeLimit(.minutes(3)))
struct OnlineEndToEndTests {
    /// A server in a pane of its own, and what players need to reach it.
    final class Server {
        let pane: TmuxSession
        let port: Int
        let directory: URL

        init() throws {
            pane = try TmuxSession(["serve", "--listen", "127.0.0.1:0"], width: 120, height: 12)
            directory = pane.dataDirectory
            let screen = try pane.waitFor(text: "guest:")
            let line = try #require(screen.first { $0.contains("listening on 127.0.0.1:") })
            port = try #require(Int(line.split(separator: ":").last ?? ""))
        }

        /// A new ed25519 key pair for `name`, returning the private key's path.
        func key(for name: String) throws -> String {
            let path = directory.appendingPathComponent("\(name)_key").path
            let result = try ChildProcess.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-C", name, "-f", path])
            #expect(result.status == 0, "ssh-keygen: \(result.error)")
            return path
        }

        /// A pane running `ssh -tt` as `user` (with `key`, or none) and `command`.
        func player(_ user: String, key: String?, _ command: String, width: Int = 100, height: Int = 30) throws -> TmuxSession {
            var ssh = [
                "ssh", "-tt", "-p", "\(port)", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                "-o", "LogLevel=ERROR", "-o", "BatchMode=yes", "-o", "IdentitiesOnly=yes",
            ]
            ssh += key.map { ["-i", $0] } ?? ["-o", "PubkeyAuthentication=no"]
            ssh += ["\(user)@127.0.0.1", command]
            return try TmuxSession(command: ssh, width: width, height: height)
        }
    }

    /// The room code in a player's title line.
    static func code(on screen: [String]) throws -> String {
        let title = try #require(screen.first { $0.contains("room ") })
        let words = title.split(separator: " ")
        let index = try #require(words.firstIndex(of: "room"))
        return String(words[index + 1])
    }

    /// The width of the first plain card border on `screen` (`┌──…┐`).
    static func cardWidth(on screen: [String]) -> Int? {
        for line in screen {
            let characters = Array(line)
            guard let start = characters.firstIndex(of: "┌"), let end = characters[start...].firstIndex(of: "┐") else { continue }
            return end - start + 1
        }
        return nil
    }

    @Test("one player creates a test room, takes a set by its keys, reflows on resize and leaves with status 0")
    func playAlone() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let ada = try server.player("ada", key: try server.key(for: "ada"), "new test")
        let first = try ada.waitFor(text: "room ")
        #expect(first.joined().contains("● ada"))
        // Test mode: any three cards match. The first three labels of the QWERTY columns.
        try ada.send("q", "a", "z", literal: true)
        let taken = try ada.waitFor(text: "You took a set.")
        #expect(taken.contains { $0.contains("● ada") && $0.trimmingCharacters(in: .whitespaces).hasSuffix(" 1") })
        let before = try #require(Self.cardWidth(on: taken))
        try ada.resize(width: 60, height: 20)
        try ada.waitFor(text: "Make the window larger")
        try ada.resize(width: 150, height: 45)
        let larger = try ada.waitFor("larger cards") { (Self.cardWidth(on: $0) ?? 0) > before }
        #expect(larger.first?.contains("room ") == true)
        try ada.send("Q", literal: true)
        try ada.waitFor(text: "EXIT=0")
    }

    @Test("SIGTERM tells the players and the server exits 0")
    func sigterm() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let guest = try server.player("guest", key: nil, "new")
        try guest.waitFor(text: "room ")
        kill(try server.pane.gamePID(), SIGTERM)
        try server.pane.waitFor(text: "EXIT=0")
        try guest.waitFor(text: "the server is stopping")
    }
}
