import SetCore
import SetRender

/// What the card glyphs mean, for the welcome, the help and the About tab: the three shapes
/// solid and the first shape striped and outlined, each drawn by the card painter at the size
/// the board's cards have now (so it shows only pictures the board shows), named underneath;
/// the colors by name, and what the built-in themes show.
struct Legend {
    let theme: Theme
    let ascii: Bool
    /// The size of the board's cards.
    let cardWidth: Int
    let cardHeight: Int

    /// The legend of `model`'s theme at the size of its board's cards (the smallest cards
    /// when the screen is too small for a board).
    init(_ model: AppModel) {
        theme = model.settings.theme
        ascii = model.settings.ascii
        let layout = model.setBoard.geometry.layout
        cardHeight = layout?.cardHeight ?? BoardLayout.minimumCardHeight
        cardWidth = layout?.cardWidth ?? CardShape.square.width(forHeight: cardHeight)
    }

    /// The pictures side by side over their names, then the colors and numbers, then the
    /// themes.
    var lines: [String] {
        let painter = CardPainter(theme: theme, ascii: ascii)
        let picture = { (shape: TriValue, shading: TriValue) -> [String] in
            painter.symbolPicture(shape: shape, shading: shading, width: cardWidth, height: cardHeight)
        }
        var entries: [(picture: [String], name: String)] = [(picture(.a, .a), "solid " + theme.symbol(.a).name)]
        for shape in [TriValue.b, .c] { entries.append((picture(shape, .a), theme.symbol(shape).name)) }
        entries.append((picture(.a, .b), "striped"))
        entries.append((picture(.a, .c), "outlined"))
        return Legend.table(entries) + [
            "Colors    " + theme.colors.map(\.name).joined(separator: ", ") + "; number: 1, 2 or 3 symbols",
            "Themes (--theme): " + Theme.all.map { "\($0.name): " + $0.symbols.map(\.name).joined(separator: ", ") }.joined(separator: "; ")
                + ". --palette colorblind: blue, orange, yellow, named on each card.",
        ]
    }

    /// `entries` side by side, two columns apart, each picture's rows over its name.
    static func table(_ entries: [(picture: [String], name: String)]) -> [String] {
        let rows = entries.map(\.picture.count).max() ?? 0
        let widths = entries.map { entry in max(entry.name.count, entry.picture.map(\.count).max() ?? 0) }
        let pad = { (text: String, width: Int) in text + String(repeating: " ", count: max(0, width - text.count)) }
        let pictureRows = (0..<rows).map { row in
            zip(entries, widths).map { pad(row < $0.picture.count ? $0.picture[row] : "", $1) }.joined(separator: "  ")
        }
        let names = zip(entries, widths).map { pad($0.name, $1) }.joined(separator: "  ")
        return (pictureRows + [names]).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}
