import SetCore
import SetOnline
import SetRender
import SetTable

/// The lobby's profile box (`g`): the player's rating over time in each rated mode, as a
/// column chart like the local Statistics tab's, and their last games with the number that
/// replays each.
extension Lobby {
    /// The box for `games` (newest first), as `name` (a guest, if `isGuest`) sees it, `width`
    /// columns at most.
    static func profileOverlay(_ games: [PlayedGame], name: String, isGuest: Bool, width: Int) -> Overlay {
        guard !isGuest else {
            return Overlay(title: "Your games", lines: [
                "A guest's games are not kept with a name.", "To keep them, and a rating, use an ed25519 key: ssh-keygen -t ed25519.",
                "", "Any key closes this box.",
            ])
        }
        var lines: [String] = []
        for mode in RatingRule.ratedModes {
            let rated = games.reversed().compactMap { game in game.mode == mode ? game.ratingAfter : nil }
            guard !rated.isEmpty else { continue }
            lines.append("\(name)'s rating in \(mode), over the last \(rated.count) rated \(rated.count == 1 ? "game" : "games"):")
            let chart = ColumnChart.render(
                values: rated.map { $0 - Rating.initial.value }, labels: rated.indices.map { "#\($0 + 1)" }, width: min(width - 8, 48), height: 3,
                ascii: false, format: { "\(Int(($0 + Rating.initial.value).rounded()))" })
            lines += chart.lines.map { "  " + $0 } + [""]
        }
        if lines.isEmpty { lines += ["No rated game yet: rated are games of every variant but test", "of two or more players with keys.", ""] }
        lines.append(games.isEmpty ? "No finished game yet." : "Game  mode      ended (UTC)       place  sets          rating")
        for game in games.prefix(12) { lines.append(line(game)) }
        lines += ["", "ssh to this server with: replay N, to watch game N again; name NEW, to change your name.", "Any key closes this box."]
        return Overlay(title: "Your games", lines: lines)
    }

    /// `#12   standard  2026-11-29 04:10  2/3    9, 1 wrong  1284`
    private static func line(_ game: PlayedGame) -> String {
        let seconds = Int(game.endedAt)
        let day = CalendarDate(daysSince1970: RoomAccess.day(at: game.endedAt))
        let minute = (seconds % 86_400 + 86_400) % 86_400 / 60
        let time = "\(day) \(pad2(minute / 60)):\(pad2(minute % 60))"
        let id = "#\(game.id)".padding(toLength: 6, withPad: " ", startingAt: 0)
        let mode = game.mode.name.padding(toLength: 10, withPad: " ", startingAt: 0)
        let place = "\(game.place)/\(game.players)".padding(toLength: 7, withPad: " ", startingAt: 0)
        let sets = ("\(game.sets)" + (game.misses > 0 ? ", \(game.misses) wrong" : "")).padding(toLength: 14, withPad: " ", startingAt: 0)
        let line = id + mode + time + "  " + place + sets + (game.ratingAfter.map { "\(Int($0.rounded()))" } ?? "")
        return String(line.reversed().drop { $0 == " " }.reversed())
    }

    private static func pad2(_ value: Int) -> String {
        (value < 10 ? "0" : "") + "\(value)"
    }
}
