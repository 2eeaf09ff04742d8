import SetCore
import SetServer

/// `/rooms`: the rooms open on this node that anyone may find, with the line that joins
/// each (private rooms are never shown).
enum RoomsPage {
    static func html(_ rooms: [Lobby.Listing], host: ServerMain.RunningHost) -> String {
        let rows = rooms.map { (room) -> String in
            let state = room.isOver ? "between games" : room.isWaiting ? "waiting for players" : "playing"
            let players = room.players.isEmpty ? "<span class=\"empty\">nobody yet</span>" : room.players.map(HTML.escape).joined(separator: ", ")
            return """
                <tr class="room"><td><code>\(HTML.escape(room.code))</code></td><td>\(HTML.escape(room.mode.title))</td><td>\(players)</td>\
                <td>\(state)</td><td><code>\(HTML.escape(host.joinCommand(room.code)))</code></td></tr>
                """
        }.joined(separator: "\n")
        let body =
            rooms.isEmpty
            ? "<h1>Rooms now</h1>\n<p class=\"empty\">No room is open. Start one: <code>\(HTML.escape("ssh -t -p \(host.port) \(host.joinHost) new"))</code></p>"
            : """
            <h1>Rooms now</h1>
            <table class="rooms"><tr><th>Room</th><th>Variant</th><th>Players</th><th>Now</th><th>Join</th></tr>
            \(rows)
            </table>
            <p>Watch instead: <code>\(HTML.escape("ssh -t -p \(host.port) \(host.joinHost) watch CODE"))</code></p>
            """
        return HTML.page(title: "Rooms now", body: body)
    }
}
