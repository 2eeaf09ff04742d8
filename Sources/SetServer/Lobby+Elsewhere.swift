import SetTable

extension Lobby {
    /// What Enter (or `w`, or a click on the chosen line) on `room` says when the room lives
    /// on another node, which SSH cannot redirect to: leave, then the command that joins it
    /// there. Nil for a room on this node.
    static func elsewhere(_ room: Listing) -> StatusNote? {
        room.joinCommand.map { command in
            StatusNote("\(room.code) is on another node: Q leaves, then join it there:  \(command)", short: "On another node:  \(command)")
        }
    }
}
