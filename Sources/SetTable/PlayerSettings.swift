import SetRender

/// What a player chooses of how the game looks and reads its keys: the keyboard their key
/// labels follow, the cards' theme and palette. Locally these come from the command line;
/// online they are kept with the player's key and changed in the lobby or with
/// `ssh -t HOST settings layout=azerty theme=symbols palette=colorblind`.
public struct PlayerSettings: Hashable, Sendable {
    /// The keyboard the card keys follow. Default QWERTY.
    public var keyboard: KeyboardLayout
    /// The name of the cards' theme (one of ``Theme/all``). Default classic.
    public private(set) var themeName: String
    /// The cards' colors. Default the theme's own.
    public var palette: CardPalette

    public init(keyboard: KeyboardLayout = .qwerty, themeName: String = Theme.classic.name, palette: CardPalette = .standard) {
        self.keyboard = keyboard
        self.themeName = Theme.named(themeName)?.name ?? Theme.classic.name
        self.palette = palette
    }

    /// Settings as a store kept them (`layout`, `theme` and `palette` by name): each name no
    /// longer known reads as its default.
    public init(stored layout: String, theme: String, palette: String) {
        self.init(
            keyboard: KeyboardLayout(rawValue: layout) ?? .qwerty, themeName: theme, palette: CardPalette(rawValue: palette) ?? .standard)
    }

    /// These settings with the theme called `name` (one not known: classic).
    public func with(themeName name: String) -> PlayerSettings {
        PlayerSettings(keyboard: keyboard, themeName: name, palette: palette)
    }

    /// The cards' theme with the palette's colors.
    public var cardTheme: Theme {
        (Theme.named(themeName) ?? .classic).with(palette)
    }

    /// The settings as `layout=… theme=… palette=…`, as ``applying(_:)`` reads them.
    public var text: String {
        "layout=\(keyboard.rawValue) theme=\(themeName) palette=\(palette.rawValue)"
    }

    /// These settings with `words` applied, each `layout=NAME`, `theme=NAME` or
    /// `palette=NAME` (case-insensitive); a word that names nothing known is refused with
    /// a message saying what is.
    public func applying(_ words: [String]) -> Result<PlayerSettings, SettingsError> {
        var settings = self
        for word in words {
            let parts = word.lowercased().split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return .failure(SettingsError(Self.usage)) }
            let (name, value) = (parts[0], parts[1])
            switch name {
            case "layout":
                guard let keyboard = KeyboardLayout(rawValue: value) else { return .failure(.unknown(name, value, KeyboardLayout.allCases.map(\.rawValue))) }
                settings.keyboard = keyboard
            case "theme":
                guard let theme = Theme.named(value) else { return .failure(.unknown(name, value, Theme.all.map(\.name))) }
                settings.themeName = theme.name
            case "palette":
                guard let palette = CardPalette(rawValue: value) else { return .failure(.unknown(name, value, CardPalette.allCases.map(\.rawValue))) }
                settings.palette = palette
            default: return .failure(SettingsError(Self.usage))
            }
        }
        return .success(settings)
    }

    /// What the settings command takes.
    public static let usage = "settings [layout=" + KeyboardLayout.allCases.map(\.rawValue).joined(separator: "|") + "] [theme="
        + Theme.all.map(\.name).joined(separator: "|") + "] [palette=" + CardPalette.allCases.map(\.rawValue).joined(separator: "|") + "]"
}

/// Why settings were refused, worded for the player.
public struct SettingsError: Error, Hashable, Sendable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    /// `value` names no `name`: the known ones are `known`. What was typed is shown cut
    /// short and with only printable ASCII, as it came from outside.
    static func unknown(_ name: String, _ value: String, _ known: [String]) -> SettingsError {
        let shown = String(value.prefix(16).map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") ? $0 : "?" })
        return SettingsError("unknown \(name) '\(shown)': \(known.joined(separator: ", "))")
    }
}
