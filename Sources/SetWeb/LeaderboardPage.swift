import SetCore
import SetServer

/// `/`: the best-rated players of each rated variant, side by side.
enum LeaderboardPage {
    static func html(_ boards: [Leaderboard]) -> String {
        let sections = boards.map { (board) -> String in
            let rows = board.top.map { (entry) -> String in
                """
                <tr class="entry"><td class="number">\(entry.rank)</td><td>\(HTML.playerLink(entry.name))</td>\
                <td class="number">\(entry.rating)</td><td class="number">\(entry.games)</td></tr>
                """
            }.joined(separator: "\n")
            let table =
                board.top.isEmpty
                ? "<p class=\"empty\">No rated games yet.</p>"
                : """
                <table class="leaderboard" data-mode="\(HTML.escape(board.mode.name))">
                <tr><th class="number">#</th><th>Player</th><th class="number">Rating</th><th class="number">Games</th></tr>
                \(rows)
                </table>
                <p>\(board.ranked) player\(board.ranked == 1 ? "" : "s") ranked.</p>
                """
            return "<section><h2>\(HTML.escape(board.mode.title))</h2>\n\(table)</section>"
        }.joined(separator: "\n")
        return HTML.page(
            title: "Leaderboard",
            body: "<h1>Leaderboard</h1>\n<div class=\"boards\">\n\(sections)\n</div>\n<p><a href=\"/rooms\">Rooms playing now</a></p>")
    }
}
