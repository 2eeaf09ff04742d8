import SetRender

/// A keyboard layout, for key labels that follow the keyboard's shape (D5).
///
/// Labels come from nine physical key columns of the three letter rows — on QWERTY `q a z`,
/// `w s x`, `e d c`, `r f v`, `t g b`, `u j m`, `i k ,`, `o l .`, `p ; /` — skipping the
/// column of QWERTY's `y h n` so that `h` and `n` stay commands. Other layouts use the same
/// physical keys, typing their own characters. A key that is a command (``commandKeys``) is
/// replaced by a free key of the skipped column.
///
/// On a landscape board (at most 3 rows, at most 9 columns) the card at row r, column c gets
/// key r of key column c. On a portrait board (more than 3 rows, at most 9; at most 3
/// columns) the map is transposed: row r, column c gets key c of key column r.
public enum KeyboardLayout: String, Hashable, Sendable, CaseIterable {
    case qwerty, azerty, qwertz, dvorak, colemak

    /// Keys that are commands and never card labels: hint, new game, quit, help, deal.
    public static let commandKeys: Set<Character> = ["h", "n", "p", "Q", "?", " "]

    /// What the three letter rows type, ten physical keys each (QWERTY's `q`…`p`,
    /// `a`…`;`, `z`…`/`).
    var physicalRows: [String] {
        switch self {
        case .qwerty: ["qwertyuiop", "asdfghjkl;", "zxcvbnm,./"]
        case .azerty: ["azertyuiop", "qsdfghjklm", "wxcvbn,;:!"]
        case .qwertz: ["qwertzuiop", "asdfghjklö", "yxcvbnm,.-"]
        case .dvorak: ["',.pyfgcrl", "aoeuidhtns", ";qjkxbmwvz"]
        case .colemak: ["qwfpgjluy;", "arstdhneio", "zxcvbkm,./"]
        }
    }

    /// The nine key columns, three keys each (top, home, bottom row).
    public var keyColumns: [[Character]] {
        switch self {
        case .qwerty: Self.qwertyColumns
        case .azerty: Self.azertyColumns
        case .qwertz: Self.qwertzColumns
        case .dvorak: Self.dvorakColumns
        case .colemak: Self.colemakColumns
        }
    }

    // Each layout's key columns, worked out the first time that layout is drawn (labels are
    // drawn every frame; a launch draws one layout, so it works out only that one).
    private static let qwertyColumns = KeyboardLayout.qwerty.workedOutKeyColumns
    private static let azertyColumns = KeyboardLayout.azerty.workedOutKeyColumns
    private static let qwertzColumns = KeyboardLayout.qwertz.workedOutKeyColumns
    private static let dvorakColumns = KeyboardLayout.dvorak.workedOutKeyColumns
    private static let colemakColumns = KeyboardLayout.colemak.workedOutKeyColumns

    private var workedOutKeyColumns: [[Character]] {
        let rows = physicalRows.map(Array.init)
        let skipped = 5
        var spares = rows.map { $0[skipped] }.filter { !KeyboardLayout.commandKeys.contains($0) }
        return (0..<10).filter { $0 != skipped }.map { column in
            rows.map { row in
                let key = row[column]
                return KeyboardLayout.commandKeys.contains(key) ? spares.removeFirst() : key
            }
        }
    }

    /// The key of the card at `row`, `column` on a board of `rows` × `columns`, or nil when
    /// the board is too large to label.
    public func key(row: Int, column: Int, rows: Int, columns: Int) -> Character? {
        key(row: row, column: column, rows: rows, columns: columns, keys: keyColumns)
    }

    private func key(row: Int, column: Int, rows: Int, columns: Int, keys: [[Character]]) -> Character? {
        guard BoardLayout.isLabelable(rows: rows, columns: columns),
            (0..<rows).contains(row), (0..<columns).contains(column)
        else { return nil }
        return rows <= 3 ? keys[column][row] : keys[row][column]
    }

    /// The labels of a board's slots in slot order (row-major: left to right, then the next
    /// row); empty strings when the board is too large to label.
    public func labels(rows: Int, columns: Int) -> [String] {
        let keys = keyColumns
        return (0..<(rows * columns)).map { slot in
            key(row: slot / columns, column: slot % columns, rows: rows, columns: columns, keys: keys).map { String($0) } ?? ""
        }
    }

    /// The slot (row-major) whose label is `key` on a board of `rows` × `columns`, or nil.
    public func slot(for key: Character, rows: Int, columns: Int) -> Int? {
        labels(rows: rows, columns: columns).firstIndex(of: String(key))
    }
}
