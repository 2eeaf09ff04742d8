import SetRender
import SetTable

/// The first-run welcome (issue 24 item 18): the rules in five lines, the legend of the
/// glyphs, and the keys to start with. Shown once, on the first launch with a data
/// directory; its rules open the help (`?`), which adds every other key.
enum Welcome {
    /// SET's rules in five lines.
    static let rules = [
        "Each card shows 1, 2 or 3 symbols: one shape, shading, color.",
        "Three cards are a SET when number, shape, shading and color",
        "are each all the same or all different on the three cards.",
        "Choose three by their keys: a SET scores, the faster the more;",
        "a wrong trio costs points. No SET seen? Space deals 3 more.",
    ]

    /// The welcome box for `model`'s theme and keyboard.
    static func overlay(_ model: AppModel) -> Overlay {
        let columns = model.settings.keyboard.keyColumns.prefix(3).map { $0.map(String.init).joined(separator: " ") }.joined(separator: ", ")
        return Overlay(title: "Welcome to SET", lines: rules + [""]
            + Legend(theme: model.settings.theme, ascii: model.settings.ascii).lines + [""] + [
                "Keys      a card's key, by column: \(columns) …",
                "          or the arrows and Enter; h hint, n new, Q quit",
                "",
                "? shows this again with every key. Any key starts the game.",
            ])
    }
}
