import SetFrame
import SetRender
import SetTable

/// The lobby's settings box (`s`): the player's keyboard, card theme and palette, one a
/// line; ↑↓ choose a line, ←→ change it, Enter keeps them all, Esc forgets the changes.
public struct SettingsEditor: Hashable, Sendable {
    /// The settings as changed so far.
    public private(set) var settings: PlayerSettings
    /// The line chosen: 0 keyboard, 1 theme, 2 palette.
    public private(set) var line = 0

    public init(_ settings: PlayerSettings) {
        self.settings = settings
    }

    /// What a key did.
    public enum Outcome: Equatable, Sendable {
        case editing
        /// Enter: keep these settings.
        case kept(PlayerSettings)
        /// Esc: the settings stay as they were.
        case cancelled
    }

    /// What `event` does.
    public mutating func handle(_ event: InputEvent) -> Outcome {
        switch event {
        case .key(.up): line = (line + 2) % 3
        case .key(.down), .key(.tab): line = (line + 1) % 3
        case .key(.left): change(by: -1)
        case .key(.right), .character(" "): change(by: 1)
        case .key(.enter): return .kept(settings)
        case .key(.escape), .character("Q"): return .cancelled
        default: break
        }
        return .editing
    }

    /// The chosen line's value, `step` places on in its list (round).
    private mutating func change(by step: Int) {
        func next<Value: Equatable>(_ value: Value, in values: [Value]) -> Value {
            let index = values.firstIndex(of: value) ?? 0
            return values[(index + step + values.count) % values.count]
        }
        switch line {
        case 0: settings.keyboard = next(settings.keyboard, in: KeyboardLayout.allCases)
        case 1: settings = settings.with(themeName: next(settings.themeName, in: Theme.all.map(\.name)))
        default: settings.palette = next(settings.palette, in: CardPalette.allCases)
        }
    }

    /// The box, over what is there.
    public func draw(on grid: inout Grid) {
        let values = [("Keyboard", settings.keyboard.rawValue), ("Theme", settings.themeName), ("Palette", settings.palette.rawValue)]
        let lines = values.enumerated().map { offset, entry in
            (offset == line ? "> " : "  ") + entry.0 + String(repeating: " ", count: 10 - entry.0.count) + "‹ \(entry.1) ›"
        }
        Overlay(title: "Your settings", lines: lines + ["", "↑↓ choose · ←→ change · Enter keep · Esc cancel"]).draw(on: &grid, ascii: false)
    }
}
