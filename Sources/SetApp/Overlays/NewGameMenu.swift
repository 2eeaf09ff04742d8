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

    /// A menu of the modes offered (``PlayMode/offered``: each variant alone, then the other
    /// contexts) on `current`'s line, at `current`'s level (normal when it has none); `today`
    /// is the daily puzzle's day (no line for it without one, or on a day without a puzzle).
    public init(current: PlayMode, today: CalendarDate?, abandons: Bool) {
        let level = current.level ?? .normal
        entries = PlayMode.offered.compactMap { offered in
            guard let mode = PlayMode(name: offered.name, level: level, date: today) else { return nil }
            let menu = offered.context.menu ?? (offered.variant.menuKey, offered.variant.blurb)
            return Entry(key: menu.key, mode: mode, blurb: menu.blurb)
        }
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

    /// On the line of a mode with a level (the computer's), the next level up (`offset` 1) or
    /// down (−1), stopping at the ends.
    public mutating func changeLevel(by offset: Int) {
        guard let level = chosen.level, let current = OpponentLevel.allCases.firstIndex(of: level) else { return }
        let levels = OpponentLevel.allCases
        let index = min(max(current + offset, 0), levels.count - 1)
        let entry = entries[selected]
        entries[selected] = Entry(key: entry.key, mode: PlayMode(entry.mode.variant, .computer(levels[index])), blurb: entry.blurb)
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

    /// The mode's name on its line, with its level if it has one: `Computer ◂ hard ▸`.
    static func name(_ mode: PlayMode) -> String {
        mode.menuTitle + (mode.level.map { " ◂ \($0.rawValue) ▸" } ?? "")
    }
}
