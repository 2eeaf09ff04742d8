import SetCore
import SetRender
import SetTable

/// Choices made at launch that stay for the whole run.
public struct AppSettings: Sendable {
    /// How card values look. Default classic.
    public var theme: Theme
    /// Which keyboard the card labels follow. Default QWERTY.
    public var keyboard: KeyboardLayout
    /// What colors the terminal shows. Default 256 colors.
    public var colorMode: ColorMode
    /// Whether only ASCII may be drawn (the locale is not UTF-8). Default false.
    public var ascii: Bool
    /// Whether cards fly (A3); off, everything lands at once. Default on.
    public var animated: Bool
    /// Animation speed factor, 0.25…4. Default 1.
    public var speed: Double
    /// The mode the SET board starts in. Default standard.
    public var mode: PlayMode
    /// The day the New game menu's daily puzzle is of (the player's today, or `--date`);
    /// nil leaves the daily puzzle out of the menu.
    public var today: CalendarDate?

    /// `mode` defaults to test mode when `rule` is ``MatchRule/anyGroup``, else standard.
    public init(
        theme: Theme = .classic, keyboard: KeyboardLayout = .qwerty, colorMode: ColorMode = .ansi256,
        ascii: Bool = false, animated: Bool = true, speed: Double = 1, rule: MatchRule = .standard, mode: PlayMode? = nil,
        today: CalendarDate? = nil
    ) {
        self.today = today
        self.theme = theme
        self.keyboard = keyboard
        self.colorMode = colorMode
        self.ascii = ascii
        self.animated = animated
        self.speed = speed
        self.mode = mode ?? PlayMode(Variant.playing(rule))
    }

    /// Which trios match on both boards at launch: any three in test mode, else the real rule.
    public var rule: MatchRule {
        mode.rule
    }

    /// The card painter for these settings, keeping its paintings in `cache`.
    public func painter(cache: RenderCache) -> CardPainter {
        CardPainter(theme: theme, colorMode: colorMode, ascii: ascii, cache: cache)
    }
}
