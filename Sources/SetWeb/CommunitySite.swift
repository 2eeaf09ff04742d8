import Hummingbird
import Logging
import NIOCore
import SetCore
import SetOnline
import SetServer

/// `serve --http HOST:PORT`: the community's read-only site, from the same records the game
/// keeps (``CommunityRecords``) and the rooms open now. `GET` only; nothing here writes.
///
/// - `/`: the leaderboard of each rated variant
/// - `/players/NAME`: a player's ratings, rating over time and recent games
/// - `/rooms`: the rooms playing now, with the `ssh` line that joins each
/// - `/games/ID`: a finished game replayed in the browser
public enum CommunitySite {
    /// The HTTP service for the running `host` on `address`; `bound` is told the address it
    /// listens on (the port resolved when 0 was asked for).
    public static func service(
        for host: ServerMain.RunningHost, on address: ListenAddress, logger: Logger, bound: @escaping @Sendable (ListenAddress) -> Void
    ) -> some ApplicationProtocol {
        let records = host.records
        let router = Router()
        router.get("/") { _, _ in
            try await answer {
                var boards: [Leaderboard] = []
                for mode in RatingRule.ratedModes { boards.append(try await records.leaderboard(in: mode, for: nobody)) }
                return .ok(LeaderboardPage.html(boards))
            }
        }
        router.get("/rooms") { _, _ in
            try await answer { .ok(RoomsPage.html(try await host.server.openRooms(), host: host)) }
        }
        router.get("/players/:name") { _, context in
            try await answer {
                guard let name = context.parameters.get("name").flatMap({ HTML.decodedPathSegment($0[...]) }),
                    let player = try await records.player(named: name)
                else { return .notFound("No player by that name.") }
                var ratings: [(Variant, Int)] = []
                for mode in RatingRule.ratedModes {
                    let rating = try await records.rating(of: player, in: mode)
                    if rating.games > 0 { ratings.append((mode, Int(rating.value.rounded()))) }
                }
                return .ok(PlayerPage.html(name: name, ratings: ratings, games: try await records.games(of: player)))
            }
        }
        router.get("/games/:id") { _, context in
            try await answer {
                guard let id = context.parameters.get("id").flatMap({ Int64($0) }), let game = try await records.recordedGame(id) else {
                    return .notFound("No finished game by that number.")
                }
                return .ok(ReplayPage.html(id: id, game: game))
            }
        }
        return WebServer.application(router: router, on: address, logger: logger, bound: bound)
    }

    /// The key no account has: the leaderboards are asked for no player's own line.
    private static let nobody = PlayerKey("")

    /// A page and its status.
    enum Page {
        case ok(String)
        case notFound(String)

        var response: Response {
            switch self {
            case .ok(let html): Self.html(html, status: .ok)
            case .notFound(let message): Self.html(HTML.page(title: "Not found", body: "<h1>Not found</h1><p>\(HTML.escape(message))</p>"), status: .notFound)
            }
        }

        static func html(_ text: String, status: HTTPResponse.Status) -> Response {
            Response(status: status, headers: [.contentType: "text/html; charset=utf-8"], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
        }
    }

    /// What `page` makes, or, when the records cannot be read, a page that says so (503).
    private static func answer(_ page: () async throws -> Page) async throws -> Response {
        do {
            return try await page().response
        } catch {
            let body = HTML.page(title: "Records unavailable", body: "<h1>The records cannot be read</h1><p>Try again in a moment.</p>")
            return Page.html(body, status: .serviceUnavailable)
        }
    }
}
