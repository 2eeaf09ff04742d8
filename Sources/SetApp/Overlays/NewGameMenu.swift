import SetCore

/// The New game menu (`n` on the SET board): the modes the app plays, one a line with the
/// letter that starts it; the arrows and Enter choose, ←→ the computer's level, Esc goes
/// back to the game. It opens on the mode being played, so the last choice is remembered.
/// While a game is in progress the menu is also the question before abandoning it.
public struct NewGameMenu: Hashable, Sendable {
    /// One line of the menu.
    public struct Entry: Hashable, Sendable {
        /// The letter that starts it.
        public let key: Character
        /// The mode (for the computer, at the level shown).
        public let mode: PlayMode
        /// What it is, in a few words.
        public let blurb: String
    }

    /// The lines, in order.
    public private(set) var entries: [Entry]
    /// The line the arrows have reached.
    public private(set) var selected: Int
    /// Whether choosing abandons a game in progress (said on the menu).
    public let abandons: Bool

    /// A menu of the playable modes, on `current`'s line; `today` is the daily puzzle's day
    /// (no daily line without one, or outside the covered years).
    public init(current: PlayMode, today: CalendarDate?, abandons: Bool) {
        var level = OpponentLevel.normal
        if case .computer(let current) = current { level = current }
        var modes: [(Character, PlayMode, String)] = [
            ("s", .standard, "81 cards: find sets against the clock"),
            ("t", .test, "any three cards match: a quick game"),
            ("j", .junior, "27 solid cards: count, shape, color"),
        ]
        if let today, DailyPuzzle.covers(today) { modes.append(("d", .daily(today), "today's 12 cards hold 6 sets")) }
        modes += [
            ("c", .computer(level), "race the computer to each set"),
            ("2", .duel, "two players: 1 and 0 claim a set"),
        ]
        entries = modes.map { Entry(key: $0.0, mode: $0.1, blurb: $0.2) }
        selected = entries.firstIndex { $0.mode.name == current.name } ?? 0
        self.abandons = abandons
    }

    /// The mode of the line reached.
    public var chosen: PlayMode {
        entries[selected].mode
    }

    /// Moves to the line `offset` lines down (up when negative), wrapping around.
    public mutating func move(by offset: Int) {
        selected = ((selected + offset) % entries.count + entries.count) % entries.count
    }

    /// On the computer's line, the next level up (`offset` 1) or down (−1), stopping at the ends.
    public mutating func changeLevel(by offset: Int) {
        guard case .computer(let level) = chosen else { return }
        let levels = OpponentLevel.allCases
        let index = min(max(levels.firstIndex(of: level)! + offset, 0), levels.count - 1)
        let entry = entries[selected]
        entries[selected] = Entry(key: entry.key, mode: .computer(levels[index]), blurb: entry.blurb)
    }

    /// The mode whose letter is `key`, if any.
    public func mode(for key: Character) -> PlayMode? {
        entries.first { $0.key == Character(key.lowercased()) }?.mode
    }

    /// The box's lines as text, the line reached marked.
    public var lines: [String] {
        let warning = abandons ? ["Starting one abandons this game:", "it is neither saved nor scored.", ""] : []
        let rows = entries.enumerated().map { index, entry in
            let marker = index == selected ? "▸" : " "
            let name = NewGameMenu.name(entry.mode)
            return "\(marker) \(entry.key)  \(name)" + String(repeating: " ", count: max(1, 20 - name.count)) + entry.blurb
        }
        return warning + rows + ["", "↑↓ Enter or a letter: start   Esc: back"]
    }

    /// The mode's name on its line: the computer's with its level, `Computer ◂ hard ▸`.
    static func name(_ mode: PlayMode) -> String {
        switch mode {
        case .computer(let level): "Computer ◂ \(level.rawValue) ▸"
        case .daily: "Daily"
        default: mode.title
        }
    }
}
