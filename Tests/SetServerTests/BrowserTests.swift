import EndToEndSupport
import Foundation
import SetCore
import SetOnline
import SetTestSupport
import Testing
@testable import SetServer

/// The community's site in a real browser: headless Chromium (Debian's `chromium`, which
/// `.ci/run` installs) loads each page from a server with a few finished games, the DOM it
/// built (scripts run) is checked, and a screenshot taken. With `SET_GAME_SCREENSHOTS=DIR`
/// the screenshots are kept there (leaderboard.png, player.png, replay.png).
@Suite("The community's site in headless Chromium", .serialized, .timeLimit(.minutes(3)), .ownThreads)
struct BrowserTests {
    static let chromium = "/usr/bin/chromium"

    /// Runs Chromium headless with `arguments` on `url`, off the test's own threads (the
    /// server answering it runs on this process's); what it wrote on stdout.
    static func chromium(_ arguments: [String], _ url: String) async throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let command =
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=\(profile.path)", "--hide-scrollbars"]
            + arguments + [url]
        let result: Result<ChildProcess.Result, any Error> = await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: Result { try ChildProcess.run(command, seconds: 90) }) }
        }
        let finished = try result.get()
        guard finished.status == 0 else {
            throw ChromiumFailed(description: "chromium exited \(finished.status): \(finished.error.suffix(600))")
        }
        return finished.output
    }

    /// Takes a `width`×`height` screenshot of `url`; checks it is a PNG of some substance and
    /// keeps it as `name` in `SET_GAME_SCREENSHOTS` when that is set.
    static func screenshot(_ url: String, name: String, width: Int = 1100, height: Int) async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-\(UUID().uuidString)-\(name)")
        defer { try? FileManager.default.removeItem(at: file) }
        _ = try await chromium(["--screenshot=\(file.path)", "--window-size=\(width),\(height)", "--virtual-time-budget=3000"], url)
        let png = try Data(contentsOf: file)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "\(name) is a PNG")
        #expect(png.count > 20_000, "\(name) shows a page, not a blank (\(png.count) bytes)")
        if let directory = ProcessInfo.processInfo.environment["SET_GAME_SCREENSHOTS"], !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let kept = URL(fileURLWithPath: directory).appendingPathComponent(name)
            try? FileManager.default.removeItem(at: kept)
            try FileManager.default.copyItem(at: file, to: kept)
        }
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("leaderboard, a player's page and a replay: the DOM Chromium builds holds their rows, chart and steps; each screenshots")
    func pages() async throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: Self.chromium),
            "chromium is missing at \(Self.chromium): install Debian's chromium package (apt-get install chromium; .ci/run does)")
        try await CommunitySiteTests.withSite { host, records in
            let site = try #require(host.site)
            let base = "http://\(site.host):\(site.port)"

            let leaderboard = try await Self.chromium(["--dump-dom"], base + "/")
            let standard = try #require(leaderboard.components(separatedBy: "data-mode=\"standard\"").dropFirst().first?.components(separatedBy: "</table>").first)
            #expect(Self.count("<tr class=\"entry\">", in: standard) == 2)
            #expect(leaderboard.contains("&lt;b&gt;Bob &amp; 'Co'&lt;/b&gt;"), "the name shows as text")
            #expect(!leaderboard.contains("<b>Bob"), "the name never became markup")

            let player = try await Self.chromium(["--dump-dom"], base + "/players/Ada")
            #expect(player.contains("<h1>Ada</h1>"))
            #expect(Self.count("<polyline class=\"rating\"", in: player) == 2, "a line for Standard and one for Junior")
            #expect(Self.count("<tr class=\"game\">", in: player) == CommunityFixture.games.count)

            let game = try #require(try await records.recordedGame(1))
            let moves = game.log.filter(\.isPlayersMove).count
            let replay = try await Self.chromium(["--dump-dom", "--virtual-time-budget=1000"], base + "/games/1?step=3")
            let table = try #require(replay.components(separatedBy: "<div id=\"table\" aria-live=\"polite\">").dropFirst().first?.components(separatedBy: "<div id=\"scores\">").first)
            let room = Room.replayed(
                variant: game.mode, seed: game.seed, startedAt: game.startedAt, players: game.results.map { ($0.player, $0.name) }, log: game.log, steps: 3)
            #expect(Self.count("class=\"card", in: table) == room.game.table.count, "the script laid out step 3's table")
            for card in room.game.table { #expect(table.contains("data-card=\"\(card.id.rawValue)\""), "card \(card.id.rawValue) on the table") }
            #expect(replay.contains("step 3 of \(moves)"))
            let third = game.log.filter(\.isPlayersMove)[2]
            let strip = try #require(replay.components(separatedBy: "<div id=\"last\"").dropFirst().first?.components(separatedBy: "<div id=\"table\"").first)
            guard case .took(_, let taken, _) = third else { Issue.record("the fixture's third move is a take"); return }
            #expect(Self.count("class=\"card chosen\"", in: strip) == 3, "the last move's three cards, shown as taken")
            for card in taken { #expect(strip.contains("data-card=\"\(card.rawValue)\""), "taken card \(card.rawValue) in the strip") }
            #expect(Self.count("<div class=\"score\">", in: replay) == game.results.count)

            // Playing: the script's own timer steps through the game (0.8 s a step) in the
            // browser's virtual time.
            let played = try await Self.chromium(["--dump-dom", "--virtual-time-budget=4500"], base + "/games/1?play")
            let reached = played.components(separatedBy: "step ").dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) }
            #expect((4...6).contains(reached ?? 0), "played to step \(reached ?? 0) in 4.5 s")
            #expect(played.contains("<button id=\"play\" type=\"button\">Pause</button>"))

            try await Self.screenshot(base + "/", name: "leaderboard.png", height: 700)
            try await Self.screenshot(base + "/players/Ada", name: "player.png", height: 1000)
            try await Self.screenshot(base + "/games/1?step=3", name: "replay.png", height: 900)
        }
    }
}

/// Chromium ended with a failure status.
struct ChromiumFailed: Error, CustomStringConvertible {
    let description: String
}
