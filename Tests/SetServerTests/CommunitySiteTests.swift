import Foundation
import SetCore
import SetOnline
import SetTestSupport
import Testing
@testable import SetServer

/// `serve --http`: the community's site, read from the records a server keeps, over HTTP.
@Suite("The community's web site", .serialized, .timeLimit(.minutes(1)), .takesTurns)
struct CommunitySiteTests {
    static func withSite(_ body: (HostUnderTest, SQLiteStore) async throws -> Void) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let records = try await CommunityFixture.records(in: directory)
        let host = try await HostUnderTest.start(records: records, figures: nil, site: true)
        do {
            try await body(host, records)
        } catch {
            await host.stop()
            throw error
        }
        await host.stop()
    }

    /// How many times `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    static let escapedMarkup = "&lt;b&gt;Bob &amp; &#39;Co&#39;&lt;/b&gt;"

    @Test("the leaderboard: a table per rated variant, its players ranked, every name escaped and linked")
    func leaderboard() async throws {
        try await Self.withSite { host, records in
            let page = try await host.page("/")
            #expect(page.status == 200)
            #expect(page.contentType == "text/html; charset=utf-8")
            let board = try await records.leaderboard(in: .standard, for: CommunityFixture.ada)
            #expect(board.top.count == 2)
            let standard = try #require(page.body.components(separatedBy: "data-mode=\"standard\"").dropFirst().first)
            let standardTable = try #require(standard.components(separatedBy: "</table>").first)
            #expect(Self.count("<tr class=\"entry\">", in: standardTable) == 2)
            for entry in board.top {
                #expect(standardTable.contains("<td class=\"number\">\(entry.rating)</td>"), "\(entry.name)'s rating")
            }
            #expect(page.body.contains("data-mode=\"junior\""))
            #expect(page.body.contains(Self.escapedMarkup))
            #expect(!page.body.contains(CommunityFixture.markupName), "a name is never markup")
            #expect(page.body.contains("href=\"/players/%3Cb%3EBob%20%26%20%27Co%27%3C%2Fb%3E\""))
            #expect(page.body.contains("href=\"/players/Ada\""))
        }
    }

    @Test("a player's page: their ratings, a chart line per rated variant with a point per rated game, their games linked to replays")
    func player() async throws {
        try await Self.withSite { host, records in
            let page = try await host.page("/players/%3Cb%3EBob%20%26%20%27Co%27%3C%2Fb%3E")
            #expect(page.status == 200)
            #expect(page.body.contains("<h1>\(Self.escapedMarkup)</h1>"))
            #expect(!page.body.contains(CommunityFixture.markupName))
            let played = try await records.games(of: CommunityFixture.markup)
            #expect(played.count == CommunityFixture.games.count)
            #expect(Self.count("<tr class=\"game\">", in: page.body) == played.count)
            for game in played { #expect(page.body.contains("<a href=\"/games/\(game.id)\">#\(game.id)</a>")) }
            let standardLine = try #require(page.body.components(separatedBy: "data-mode=\"Standard\"").dropFirst().first?.components(separatedBy: "/>").first)
            let points = standardLine.components(separatedBy: "points=\"").last?.dropLast().split(separator: " ") ?? []
            #expect(points.count == played.filter { $0.mode == .standard && $0.ratingAfter != nil }.count)
            #expect(page.body.contains("class=\"rating\" data-mode=\"Junior\""))
            let rating = try await records.rating(of: CommunityFixture.markup, in: .standard)
            #expect(page.body.contains("Standard: <strong>\(Int(rating.value.rounded()))</strong>"))
        }
    }

    @Test("a replay: the steps computed from the seed and log, one per take or miss after the deal, ending as the game ended")
    func replay() async throws {
        try await Self.withSite { host, records in
            let page = try await host.page("/games/1")
            #expect(page.status == 200)
            let game = try #require(try await records.recordedGame(1))
            let json = try #require(
                page.body.components(separatedBy: "<script type=\"application/json\" id=\"replay-data\">").dropFirst().first?
                    .components(separatedBy: "</script>").first)
            struct Replay: Decodable {
                struct Step: Decodable {
                    let table: [Int]
                    let sets: [Int]
                }
                let players: [String]
                let steps: [Step]
            }
            let replay = try JSONDecoder().decode(Replay.self, from: Data(json.utf8))
            #expect(replay.players == game.results.map(\.name))
            #expect(replay.steps.count == game.log.filter(\.isPlayersMove).count + 1)
            #expect(replay.steps.first?.table.count == 12)
            #expect(replay.steps.first?.sets.allSatisfy { $0 == 0 } == true)
            #expect(replay.steps.last?.sets == game.results.map(\.sets))
            let cards = Set(replay.steps.flatMap(\.table))
            #expect(Self.count("<div class=\"card\" data-card=", in: page.body) == cards.count, "every card shown is drawn once")
            #expect(!json.contains("<"), "nothing in the data can end its script")
            #expect(page.body.contains(Self.escapedMarkup))
            #expect(!page.body.contains(CommunityFixture.markupName))
        }
    }

    @Test("rooms now: a listed room with its players and the line that joins it; private rooms never shown")
    func rooms() async throws {
        try await Self.withSite { host, _ in
            #expect(try await host.page("/rooms").body.contains("No room is open"))
            let (client, session) = try await RawSSHClient.connectWithSession(port: host.sshPort)
            session.start("new")
            #expect(await session.wait(forText: "Enter: start now"))
            let (other, hidden) = try await RawSSHClient.connectWithSession(port: host.sshPort)
            hidden.start("new standard private")
            #expect(await hidden.wait(forText: "Enter: start now"))
            let page = try await host.page("/rooms")
            let code = try #require(await host.server.openRooms().first?.code)
            #expect(try await host.server.openRooms().count == 1)
            #expect(Self.count("<tr class=\"room\">", in: page.body) == 1)
            #expect(page.body.contains("<code>ssh -t -p \(host.sshPort) 127.0.0.1 join \(code)</code>"))
            #expect(page.body.contains("guest-"))
            try await client.connection.close()
            try await other.connection.close()
        }
    }

    @Test("unknown players and games are not found; a page is only read: other methods change nothing")
    func notFound() async throws {
        try await Self.withSite { host, records in
            #expect(try await host.page("/players/Nobody").status == 404)
            #expect(try await host.page("/players/%ZZ").status == 404)
            #expect(try await host.page("/games/999").status == 404)
            #expect(try await host.page("/games/one").status == 404)
            #expect(try await host.page("/nothing").status == 404)
            let site = try #require(host.site)
            let posted = try await HTTPGet.get(site.host, port: site.port, "/games/1", method: .POST)
            #expect(posted.status >= 400)
            #expect(try await records.recordedGame(1) != nil)
        }
    }
}
