import SetRender
import SetTable

/// The first-run welcome (issue 24 item 18, issue 41): the rules in five lines, the legend
/// of the glyphs, and the keys to start with, in lines that fit a 60 × 20 screen unwrapped
/// (``widestLine``). Shown once, on the first launch with a data directory; its rules open
/// the help (`?`), which adds every other key and the themes.
enum Welcome {
    /// The widest line the welcome writes: a 60-column screen less the box's border and margins.
    static let widestLine = 56

    /// SET's rules in five lines, each at most ``widestLine`` wide.
    static let rules = [
        "Each card shows 1, 2 or 3 symbols of one shape, shading",
        "and color. Three cards are a SET when number, shape,",
        "shading and color are each the same on all three cards",
        "or all different. Choose three by their keys: a SET",
        "scores, the faster the more; a wrong trio costs points.",
    ]

    /// The welcome box for the player's `keyboard`, with `legend`'s shapes, shadings and
    /// colors (its themes are the help's).
    static func overlay(keyboard: KeyboardLayout, legend: Legend) -> Overlay {
        let columns = keyboard.keyColumns.prefix(3).map { $0.map(String.init).joined(separator: " ") }.joined(separator: ", ")
        let glyphs = legend.lines.dropLast()  // the themes line is the help's
        return Overlay(title: "Welcome to SET", lines: rules + [""] + glyphs + [""] + [
            "Keys      a card's key, by column: \(columns) …",
            "          or the arrows and Enter; Space deals 3 more,",
            "          h hint, n new game, Q quit",
            "",
            "Any key starts the game; ? shows every key.",
        ])
    }
}
