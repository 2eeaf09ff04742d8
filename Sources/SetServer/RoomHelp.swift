import SetOnline
import SetTable

/// The help boxes of the online screens (`?`): the room's keys with the viewer's own key
/// labels, and the lobby's keys.
enum RoomHelp {
    /// Keys and rules of a room, with the card keys of `keyboard` by column and the
    /// `variantRules` of the variant it plays (none for SET).
    static func overlay(keyboard: KeyboardLayout, variantRules: [String] = []) -> Overlay {
        let labels = keyboard.keyColumns.map { String($0) }.joined(separator: " ")
        return Overlay(title: "How to play SET online", lines: [
            "Three cards are a SET when number, shape, shading and color",
            "are each all the same or all different on the three cards.",
            "First to choose a SET takes it; a wrong trio costs a point.",
            "With no SET on the table, three more cards are dealt.",
            "",
        ] + (variantRules.isEmpty ? [] : variantRules + [""]) + [
            "card key / click   choose or unchoose a card",
            "  keys by column:  \(labels)",
        ] + CursorMove.helpLines + [
            "Esc                clear your selection",
            "/                  chat: type a line, Enter says it",
            "Enter, n           start the game (whoever opened the room;",
            "                   alone it is practice, not rated)",
            "Q                  the lobby; your seat waits (b returns)",
            "Ctrl-C             leave at once (your seat waits the same)",
            "",
            "Any key closes this help.",
        ])
    }

    /// The lobby's keys.
    static let lobby = Overlay(title: "SET online: the lobby", lines: [
        "A room holds a game of SET for up to \(Room.seatLimit) players, and anyone",
        "may watch. Today's race deals everyone the day's cards.",
        "",
        "↑↓, Enter          choose a room, join it",
        "w                  watch the chosen room",
        "n, j, t            open a standard, junior or test room",
        "                   (ssh HOST new ultra: any variant, e.g. chain, ultra9)",
        "p                  rooms you open: private or public",
        "d                  join today's race",
        "c                  join a room by its code",
        "l                  the leaderboard: the best players, your rank",
        "g                  your games, your rating over time",
        "s                  your settings: keyboard, card theme, colors",
        "b                  back to the room where your seat waits",
        "Q, Ctrl-C          leave",
        "",
        "Any key closes this help.",
    ])
}
