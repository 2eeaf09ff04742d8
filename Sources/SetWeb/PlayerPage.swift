import SetCore
import SetOnline
import SetServer

/// `/players/NAME`: one player's ratings now, their rating over their recent rated games
/// (``RatingChart``), and their recent games, each linked to its replay.
enum PlayerPage {
    static func html(name: String, ratings: [(Variant, Int)], games: [PlayedGame]) -> String {
        let oldestFirst = Array(games.reversed())
        let series = RatingRule.ratedModes.map { mode in
            RatingChart.Series(name: mode.title, ratings: oldestFirst.filter { $0.mode == mode }.compactMap(\.ratingAfter))
        }
        let chart = RatingChart.svg(series).map { "<h2>Rating over time</h2>\n\($0)" } ?? "<p class=\"empty\">No rated games yet.</p>"
        let standing =
            ratings.isEmpty
            ? ""
            : "<p>" + ratings.map { "\(HTML.escape($0.0.title)): <strong>\($0.1)</strong>" }.joined(separator: " · ") + "</p>"
        let rows = games.map { (game) -> String in
            """
            <tr class="game"><td><a href="/games/\(game.id)">#\(game.id)</a></td><td>\(HTML.date(game.endedAt))</td>\
            <td>\(HTML.escape(game.mode.title))</td><td class="number">\(game.place) of \(game.players)</td>\
            <td class="number">\(game.sets)</td><td class="number">\(game.misses)</td>\
            <td class="number">\(game.ratingAfter.map { String(Int($0.rounded())) } ?? "–")</td></tr>
            """
        }.joined(separator: "\n")
        let list =
            games.isEmpty
            ? "<p class=\"empty\">No finished games yet.</p>"
            : """
            <h2>Recent games</h2>
            <table class="games"><tr><th>Game</th><th>Ended</th><th>Variant</th><th class="number">Place</th>\
            <th class="number">Sets</th><th class="number">Misses</th><th class="number">Rating after</th></tr>
            \(rows)
            </table>
            """
        return HTML.page(title: name, body: "<h1>\(HTML.escape(name))</h1>\n\(standing)\n\(chart)\n\(list)")
    }
}
