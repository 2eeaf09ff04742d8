import SetRender

/// The help line on the bottom row: the keys that work now and what each does, as many as
/// fit, on the local board and tabs and in every online screen alike.
public enum CommandBar {
    /// A key and what it does: `("?", "help")`.
    public typealias Command = (key: String, action: String)

    /// Keys the help line always shows: help tells everything else, and leaving.
    public static let essentialKeys: Set<String> = ["?", "Q"]

    /// Writes `commands` on the bottom row. When they do not all fit, the last ones go
    /// first, except the essential `? help` and `Q quit`; then the gaps narrow to one space.
    /// A command is shown whole or not at all. The row is kept in `cache`.
    public static func draw(_ commands: [Command], ascii: Bool, cache: RenderCache, on grid: inout Grid) {
        var values = ["commands", ascii ? "ascii" : "unicode"]
        values.reserveCapacity(2 + 2 * commands.count)
        for (key, action) in commands {
            values.append(key)
            values.append(action)
        }
        grid.drawRemembered(row: grid.height - 1, for: values, in: cache) { grid in drawAfresh(commands, ascii: ascii, on: &grid) }
    }

    /// Writes `commands` on the bottom row as ``draw(_:ascii:cache:on:)`` does, keeping nothing.
    public static func drawAfresh(_ commands: [Command], ascii: Bool, on grid: inout Grid) {
        let all = commands.map { (key: $0.key.forTerminal(ascii: ascii), action: $0.action.forTerminal(ascii: ascii)) }
        func width(_ shown: [Command], gap: Int) -> Int {
            shown.reduce(0) { $0 + $1.key.count + 1 + $1.action.count } + gap * max(0, shown.count - 1)
        }
        let room = grid.width - 2
        var shown = all
        while width(shown, gap: 1) > room, let last = shown.lastIndex(where: { !essentialKeys.contains($0.key) }) {
            shown.remove(at: last)
        }
        let gap = width(shown, gap: 2) <= room ? 2 : 1
        var x = 1
        let row = grid.height - 1
        for (key, action) in shown {
            guard x + key.count + 1 + action.count <= grid.width - 1 else { break }
            grid.put(key, x: x, y: row, style: CellStyle(bold: true, reverse: true))
            grid.put(" " + action, x: x + key.count, y: row, style: CellStyle(dim: true))
            x += key.count + 1 + action.count + gap
        }
    }
}
