import EndToEndSupport
import Foundation
import Glibc
import SetTestSupport
import Testing

/// `set-game serve` played through the real OpenSSH client: the server and each player in
/// tmux panes, on a random loopback port, with throwaway keys.
@Suite("Online play through ssh", .serialized, .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct OnlineEndToEndTests {
    /// A server in a pane of its own, and what players need to reach it.
    final class Server {
        let pane: TmuxSession
        let port: Int
        let directory: URL

        init(arguments: [String] = []) throws {
            pane = try TmuxSession(["serve", "--listen", "127.0.0.1:0"] + arguments, width: 120, height: 12)
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

        /// A pane running `ssh -tt` as `user` (with `key`, or none) and `command` (none: the lobby),
        /// with `options` before the destination and `wrapper` (e.g. `ssh-agent`) around it.
        func player(
            _ user: String, key: String?, _ command: String?, width: Int = 100, height: Int = 30, options: [String] = [],
            wrapper: [String] = [], through port: Int? = nil
        ) throws -> TmuxSession {
            var ssh = wrapper + [
                "ssh", "-tt", "-p", "\(port ?? self.port)", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
                "-o", "LogLevel=ERROR", "-o", "BatchMode=yes", "-o", "IdentitiesOnly=yes",
            ]
            ssh += key.map { ["-i", $0] } ?? ["-o", "PubkeyAuthentication=no"]
            ssh += options + ["\(user)@127.0.0.1"] + (command.map { [$0] } ?? [])
            return try TmuxSession(command: ssh, width: width, height: height)
        }

        /// A pane of `user` with a new key on their first visit: the name they are asked for
        /// is their user name, accepted with Enter.
        func newcomer(_ user: String, _ command: String, through port: Int? = nil) throws -> (pane: TmuxSession, key: String) {
            let key = try key(for: user)
            let pane = try player(user, key: key, command, through: port)
            let prompt = try pane.waitFor(text: "Choose the name")
            #expect(prompt.contains { $0.contains("> \(user)_") })
            try pane.send("Enter")
            return (pane, key)
        }
    }

    /// The room code in a player's title line.
    static func code(on screen: [String]) throws -> String {
        let title = try #require(screen.first { $0.contains("room ") })
        let words = title.split(separator: " ")
        let index = try #require(words.firstIndex(of: "room"))
        return String(words[index + 1])
    }

    /// Leaves a room as a player does: Q back to the lobby, Q there ends with status 0.
    static func leave(_ pane: TmuxSession) throws {
        try pane.send("Q", literal: true)
        try pane.waitFor(text: "SET online · lobby · ")
        try pane.send("Q", literal: true)
        try pane.waitFor(text: "EXIT=0")
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

    /// The room's host presses Enter in its waiting room; returns once the game is dealt
    /// (the title shows the deck instead of "waiting").
    @discardableResult
    static func start(_ host: TmuxSession) throws -> [String] {
        try host.waitFor(text: "Enter: start")
        try host.send("Enter")
        return try host.waitFor("the game dealt") { $0.first?.contains(" · deck ") == true }
    }

    @Test("one player creates a test room, takes a set by its keys, reflows on resize, goes back to the lobby and leaves with status 0")
    func playAlone() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let ada = try server.newcomer("ada", "new test").pane
        let first = try ada.waitFor(text: "room ")
        #expect(first.joined().contains("● ada"))
        #expect(first.joined().contains("Enter: start now, alone (practice, not rated),"))
        try Self.start(ada)
        // Test mode: any three cards match. The first three labels of the QWERTY columns.
        try ada.send("q", "a", "z", literal: true)
        // The keys may come before the deal lands: the take's screen is read once a card rests.
        let taken = try ada.waitFor("the take, a card drawn") { $0.joined().contains("You took a set.") && Self.cardWidth(on: $0) != nil }
        #expect(taken.contains { $0.contains("● ada") && $0.trimmingCharacters(in: .whitespaces).hasSuffix(" 1") })
        let before = try #require(Self.cardWidth(on: taken))
        try ada.resize(width: 60, height: 20)
        let small = try ada.waitFor(text: "Terminal too small (60×20)")
        #expect(small.contains { $0.contains("The game needs ") })
        #expect(small.contains { $0.contains("Enlarge it to play — Q: lobby") })
        try ada.resize(width: 150, height: 45)
        let larger = try ada.waitFor("larger cards") { (Self.cardWidth(on: $0) ?? 0) > before }
        #expect(larger.first?.contains("room ") == true)
        try Self.leave(ada)
    }

    @Test("settings kept from a command line: an AZERTY player takes a set by AZERTY keys, and ? shows the room's help")
    func azertySettings() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let key = try server.key(for: "ada")
        let settings = try server.player("ada", key: key, "settings layout=azerty theme=symbols palette=colorblind")
        let said = try settings.waitFor(text: "EXIT=0")
        #expect(said.contains { $0.contains("set-game: kept: layout=azerty theme=symbols palette=colorblind") })
        let ada = try server.player("ada", key: key, "new test")
        try ada.waitFor(text: "Choose the name")
        try ada.send("Enter")
        try ada.waitFor(text: "room ")
        try Self.start(ada)
        // The first row of cards carries AZERTY's top-row keys, left to right, once dealt.
        // The deal flies cards in one by one, so the row is read once all four have landed.
        let tops = ["┌ a ─", "┌ z ─", "┌ e ─", "┌ r ─"]
        let room = try ada.waitFor("AZERTY's first row") { $0.contains { row in tops.allSatisfy(row.contains) } }
        let first = try #require(room.first { row in tops.allSatisfy(row.contains) })
        let labels = tops.compactMap { first.range(of: $0)?.lowerBound }
        #expect(labels == labels.sorted())
        // Test mode: any three cards match; AZERTY's first row is a z e.
        try ada.send("a", "z", "e", literal: true)
        let taken = try ada.waitFor(text: "You took a set.")
        #expect(Self.sets(of: "ada", on: taken) == 1)
        try ada.send("?", literal: true)
        let help = try ada.waitFor(text: "How to play SET online")
        #expect(help.contains { $0.contains("keys by column:  aqw zsx edc rfv tgb uj, ik; ol: ym!") })
        try ada.send("x", literal: true)
        try ada.waitFor("the help closed") { !$0.joined().contains("How to play SET online") }
        try Self.leave(ada)
    }

    @Test("SIGTERM tells everyone — in a room, in the lobby, at the name prompt — and the server exits 0")
    func sigterm() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let guest = try server.player("guest", key: nil, "new")
        try guest.waitFor(text: "room ")
        let browser = try server.player("guest", key: nil, nil)
        try browser.waitFor(text: "lobby")
        let newcomer = try server.player("cy", key: try server.key(for: "cy"), "new")
        try newcomer.waitFor(text: "Choose the name")
        kill(try server.pane.gamePID(), SIGTERM)
        try server.pane.waitFor(text: "EXIT=0")
        for pane in [guest, browser, newcomer] {
            let screen = try pane.waitFor(text: "EXIT=0")
            #expect(screen.contains { $0.contains("the server is stopping") })
        }
    }

    /// The side-panel entry of `name` on `screen` (`● ada          1`), if shown.
    static func panel(_ name: String, on screen: [String]) -> String? {
        for line in screen {
            for mark in ["● ", "○ "] {
                guard let range = line.range(of: mark + name + " ") else { continue }
                return String(line[range.lowerBound...]).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The sets the panel on `screen` shows for `name`.
    static func sets(of name: String, on screen: [String]) -> Int? {
        panel(name, on: screen).flatMap { $0.split(separator: " ").last.flatMap { Int($0) } }
    }

    @Test("two players race for one set: exactly one gets it, the other is told, a spectator sees it; Ctrl-C drops a player, who comes back to their score")
    func race() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let ada = try server.newcomer("ada", "new test").pane
        let code = try Self.code(on: try ada.waitFor(text: "room "))
        var (bob, bobKey) = try server.newcomer("bob", "join \(code)")
        try ada.waitFor(text: "● bob")
        try bob.waitFor(text: "Waiting for ada to start the game.")
        let watcher = try server.player("guest", key: nil, "watch \(code)")
        try watcher.waitFor(text: "· watching")
        try ada.waitFor(text: "1 watching")
        // The room waited for its host; Enter from bob only says who starts.
        try bob.send("Enter")
        try bob.waitFor(text: "ada starts the game.")
        try ada.waitFor(text: "Enter: start the game for the 2 of you")
        try ada.send("Enter")
        try bob.waitFor(text: "The game starts in")
        for pane in [ada, bob, watcher] { try pane.waitFor("the game dealt") { $0.first?.contains(" · deck ") == true } }
        // Both choose the same two cards, then the third at once (test mode: any three match).
        for pane in [bob, ada] {
            try pane.send("q", "a", literal: true)
            try pane.waitFor("two cards chosen") { $0.joined().filter { $0 == "┏" }.count == 2 }
        }
        try bob.send("z", literal: true)
        try ada.send("z", literal: true)
        let final = try watcher.waitFor("one set taken") { screen in
            (Self.sets(of: "ada", on: screen) ?? 0) + (Self.sets(of: "bob", on: screen) ?? 0) == 1
        }
        let adaWon = Self.sets(of: "ada", on: final) == 1
        let (winner, loser) = adaWon ? (ada, bob) : (bob, ada)
        try winner.waitFor(text: "You took a set.")
        try loser.waitFor(text: "\(adaWon ? "ada" : "bob") took a")
        for screen in [try ada.screen(), try bob.screen(), final] {
            #expect(screen.allSatisfy { !$0.contains("−") }, "nobody paid for a miss")
        }
        // Bob takes the next set if he has none, then quits at once; his seat waits with his score.
        if adaWon {
            try bob.send("Escape")
            try bob.send("w", "s", "x", literal: true)
            try bob.waitFor(text: "You took a set.")
        }
        try bob.send("C-c")
        try bob.waitFor(text: "EXIT=0")
        try ada.waitFor("bob away") { Self.panel("bob", on: $0)?.hasPrefix("○ bob") == true }
        bob = try server.player("bob", key: bobKey, "join \(code)")
        let back = try bob.waitFor("bob back") { Self.panel("bob", on: $0)?.hasPrefix("● bob") == true }
        #expect(Self.sets(of: "bob", on: back) == 1)
        try ada.waitFor("bob back for ada") { Self.panel("bob", on: $0) == Self.panel("bob", on: back) }
    }

    @Test("a way back: Q in a room goes to the lobby, which says the seat waits; Enter sits down again, score kept; Q, Q leave with 0")
    func wayBack() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let ada = try server.newcomer("ada", "new test").pane
        let code = try Self.code(on: try ada.waitFor(text: "room "))
        let bob = try server.newcomer("bob", "join \(code)").pane
        try bob.waitFor(text: "● ada")
        try Self.start(ada)
        try bob.waitFor("the game dealt") { $0.first?.contains(" · deck ") == true }
        // Test mode: any three cards match.
        try bob.send("q", "a", "z", literal: true)
        let taken = try bob.waitFor(text: "You took a set.")
        #expect(Self.sets(of: "bob", on: taken) == 1)
        #expect(taken.contains { $0.contains("? help  Q lobby") })
        try bob.send("Q", literal: true)
        let lobby = try bob.waitFor(text: "Your seat in \(code) is waiting · b: back to it")
        #expect(lobby.first?.hasPrefix("SET online · lobby · bob") == true)
        #expect(lobby.contains { $0.hasPrefix("> \(code)  test     playing  1/2 here  ada, bob") }, "the cursor on the seat's room")
        #expect(lobby.contains { $0.contains("b back to your seat") })
        try ada.waitFor("bob away") { Self.panel("bob", on: $0)?.hasPrefix("○ bob") == true }
        try bob.send("Enter")
        let back = try bob.waitFor("bob back") { Self.panel("bob", on: $0)?.hasPrefix("● bob") == true }
        #expect(back.first?.contains("room \(code)") == true)
        #expect(Self.sets(of: "bob", on: back) == 1)
        try ada.waitFor("bob back for ada") { Self.panel("bob", on: $0)?.hasPrefix("● bob") == true }
        try Self.leave(bob)
        try ada.waitFor("bob gone") { Self.panel("bob", on: $0)?.hasPrefix("○ bob") == true }
    }

    @Test("the lobby lists a public room, not a private one, which its code joins; chat reaches the room; the daily race")
    func lobbyRoomsAndChat() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let ada = try server.player("guest", key: nil, "new test")
        let listed = try Self.code(on: try ada.waitFor(text: "room "))
        let bob = try server.player("guest", key: nil, "new private")
        let hidden = try Self.code(on: try bob.waitFor(text: "room "))
        #expect(hidden.count == 6)
        let cy = try server.player("guest", key: nil, nil)
        let lobby = try cy.waitFor(text: "> \(listed)  test")
        #expect(!lobby.joined().contains(hidden))
        try cy.send("c", literal: true)
        try cy.send(hidden.lowercased(), literal: true)
        try cy.send("Enter")
        try cy.waitFor(text: "room \(hidden)")
        try bob.waitFor("two players") { $0.filter { $0.contains("● guest-") }.count == 2 }
        try Self.start(bob)
        // A click on a card chooses it, as in the local game (once the deal has landed and
        // the first card's frame is drawn: under load the cards may still be flying in). The
        // card is found by its frame's corner and key, `┌ q`: a `╭` may be a symbol's (an
        // outlined oval, a narrow squiggle) or missing from the deal, and a click beside it
        // may miss every card.
        let board = try cy.waitFor("the first card") { $0.contains { $0.contains("┌ q") } }
        let top = try #require(board.firstIndex { $0.contains("┌ q") })
        let left = try #require(board[top].range(of: "┌ q")?.lowerBound)
        try cy.click(x: board[top].distance(from: board[top].startIndex, to: left) + 3, y: top + 3)
        try cy.waitFor("a card chosen") { $0.joined().contains("┏") }
        try cy.send("/", literal: true)
        try cy.send("hi there\u{07}", literal: true)
        try cy.send("Enter")
        let said = try bob.waitFor(text: ": hi there")
        #expect(said.contains { $0.contains("Chat") })
        let dee = try server.player("guest", key: nil, "daily")
        try dee.waitFor(text: "room DAY")
        try Self.leave(cy)
    }

    @Test("a connection that never logs in is dropped after the login grace; the server goes on")
    func stalledLogin() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server(arguments: ["--login-grace", "1"])
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #expect(socket >= 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(server.port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(connected == 0)
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let started = Date()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var received: [UInt8] = []
        while true {
            let count = read(socket, &buffer, buffer.count)
            guard count > 0 else {
                #expect(count == 0, "closed by the server, not timed out here")
                break
            }
            received += buffer[0..<count]
        }
        #expect(String(decoding: received, as: UTF8.self).hasPrefix("SSH-2.0-"))
        #expect(Date().timeIntervalSince(started) < 5)
        // The server still lets a player in.
        let guest = try server.player("guest", key: nil, "new")
        try guest.waitFor(text: "room ")
    }

    @Test("ssh -X and -A are refused and ~B (BREAK) ignored: the game goes on; Q, Q leave with status 0")
    func forwardingAndBreak() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        // -X sends x11-req with its data, wanting a reply; -A (under an agent) auth-agent-req.
        let pane = try server.player(
            "guest", key: nil, "new test", options: ["-X", "-A", "-o", "EscapeChar=~"], wrapper: ["ssh-agent", "env", "DISPLAY=:77"])
        try pane.waitFor(text: "room ")
        try Self.start(pane)
        // OpenSSH's escape is read after a newline: Enter (no card under a cursor: nothing),
        // then ~B sends a BREAK request.
        try pane.send("Enter")
        try pane.send("~B", literal: true)
        try pane.send("Escape")
        try pane.send("q", "a", "z", literal: true)
        try pane.waitFor(text: "You took a set.")
        try Self.leave(pane)
    }

    @Test("OpenSSH connection sharing: three sessions one after another on one shared connection")
    func connectionSharing() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let control = "/tmp/set-game-cm-\(UUID().uuidString.prefix(8))"
        let shared = ["-o", "ControlMaster=auto", "-o", "ControlPath=\(control)", "-o", "ControlPersist=30"]
        for round in 1...3 {
            let pane = try server.player("guest", key: nil, "new test", options: shared)
            let screen = try pane.waitFor(text: "room ")
            #expect(screen.contains { $0.contains("room ") }, "session \(round)")
            try OnlineEndToEndTests.leave(pane)
        }
        #expect(FileManager.default.fileExists(atPath: control), "the sessions shared one connection")
        _ = try? ChildProcess.run(["ssh", "-o", "ControlPath=\(control)", "-O", "exit", "guest@127.0.0.1"])
    }
}
