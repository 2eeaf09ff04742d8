import SetOnline
import SetTable

/// The lobby's leaderboard box (`l`): the best players of each rated mode, and where the
/// player stands.
extension Lobby {
    /// The box for `boards`, as the player `name` (a guest, if `isGuest`) sees it: each mode
    /// with ranked players (standard always), then one line naming the modes nobody is
    /// ranked in yet.
    static func leaderboardOverlay(_ boards: [Leaderboard], name: String, isGuest: Bool) -> Overlay {
        var lines: [String] = []
        let shown = boards.filter { !$0.top.isEmpty || $0.mode == .standard }
        for board in shown {
            if !lines.isEmpty { lines.append("") }
            lines.append("\(board.mode) · \(board.ranked) ranked")
            if board.top.isEmpty { lines.append("  nobody yet: a rated game puts its players here") }
            for entry in board.top { lines.append(line(entry, marked: entry.name == name)) }
            if let yours = board.yours, !board.top.contains(yours) { lines += ["  …", line(yours, marked: true)] }
        }
        let empty = boards.filter { !shown.contains($0) }.map(\.mode.name)
        if !empty.isEmpty { lines += ["", "Nobody ranked yet in " + empty.joined(separator: ", ") + "."] }
        if boards.isEmpty { lines.append("The records are not read yet, or the server keeps none.") }
        lines.append("")
        lines.append(isGuest ? "Guests are not ranked: an ed25519 key keeps a name and rating." : "Rated: games of every variant but test, two or more players with keys.")
        lines.append("Any key closes this box.")
        return Overlay(title: "Leaderboard", lines: lines)
    }

    /// `#3  ada  1284  (12 games)`, with a mark on the player's own line.
    private static func line(_ entry: Leaderboard.Entry, marked: Bool) -> String {
        let rank = "#\(entry.rank)".padding(toLength: 5, withPad: " ", startingAt: 0)
        let name = String(entry.name.prefix(16)).padding(toLength: 17, withPad: " ", startingAt: 0)
        return (marked ? "> " : "  ") + rank + name + "\(entry.rating)  (\(entry.games) \(entry.games == 1 ? "game" : "games"))"
    }
}
