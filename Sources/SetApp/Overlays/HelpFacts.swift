import SetRender
import SetTable

/// What a game's help box (`?`) shows of the app: the player's keys, the legend of the
/// glyphs at the board's card size, and how the mode played presents itself (its help
/// lines, its commands, whether the solo score counts).
struct HelpFacts<Content: CardContent> {
    /// The keyboard the card keys follow.
    let keyboard: KeyboardLayout
    /// The glyphs' legend.
    let legend: Legend
    /// The mode's presentation, from the referee of the game's board.
    let referee: any RefereePresentation<Content>
    /// How the variant played differs from SET (``Variant/rules``); empty for SET itself.
    var variantRules: [String] = []
}
