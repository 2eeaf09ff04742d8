import SetCore
import SetRender

/// The cards of an online room as a player's terminal shows them, read from a captured
/// screen: each card's key (on its top border, `┌ q ──┐`) and picture, matched against the
/// game's own painter's pictures of all 81 cards at the size the screen shows them.
///
/// Nothing but the screen is read (no seed, no hook in the server): the player's palette
/// must name each card's color in text, as the colorblind palette does (`└─ blue ─┘`), so
/// that the plain characters of a picture tell one card from every other.
struct TableReading {
    /// A card on the table and the key that chooses it.
    struct Placed: Hashable {
        let key: Character
        let card: SetCard
    }

    /// The cards read, in screen order (row by row).
    let cards: [Placed]
    /// How many card frames the screen shows, read or not (a card in flight, half drawn or
    /// chosen is not read).
    let frames: Int

    /// The keys of a set among the cards read, if there is one.
    var keysOfASet: [Character]? {
        SetCard.allMatches(in: cards.map(\.card)).first.map { $0.map { cards[$0].key } }
    }

    /// Reads `screen` (the rows of a capture, plain text) with `pictures`.
    init(_ screen: [String], pictures: inout CardPictures) {
        let rows = screen.map(Array.init)
        var cards: [Placed] = []
        var frames = 0
        for (y, row) in rows.enumerated() {
            for x in row.indices where row[x] == "┌" {
                guard x + 4 < row.count, row[x + 1] == " ", row[x + 3] == " ", row[x + 4] == "─",
                    let right = row[(x + 4)...].firstIndex(of: "┐")
                else { continue }
                frames += 1
                let width = right - x + 1
                guard let bottom = (y + 1..<rows.count).first(where: { x < rows[$0].count && rows[$0][x] != "│" }),
                    rows[bottom][x] == "└"
                else { continue }
                let picture = (y + 1...bottom).map { line in
                    String(rows[line][min(x, rows[line].count)..<min(x + width, rows[line].count)])
                }
                if let card = pictures.card(drawn: picture, width: width, height: bottom - y + 1) {
                    cards.append(Placed(key: row[x + 2], card: card))
                }
            }
        }
        self.cards = cards
        self.frames = frames
    }
}

/// The pictures of the 81 cards as the painter draws them, below their top border, for
/// each card size asked for (drawn once per size).
struct CardPictures {
    let painter: CardPainter
    private var bySize: [Size: [[String]: SetCard]] = [:]

    private struct Size: Hashable {
        let width: Int
        let height: Int
    }

    init(theme: Theme) {
        painter = CardPainter(theme: theme, colorMode: .ansi256)
    }

    /// The card whose picture, below its top border, is `picture` in a frame `width` × `height`.
    mutating func card(drawn picture: [String], width: Int, height: Int) -> SetCard? {
        let size = Size(width: width, height: height)
        if bySize[size] == nil { bySize[size] = Self.pictures(painter, size) }
        return bySize[size]?[picture]
    }

    /// Every card's picture at `size`; two cards drawn alike are left out (neither could be read).
    private static func pictures(_ painter: CardPainter, _ size: Size) -> [[String]: SetCard] {
        var pictures: [[String]: SetCard] = [:]
        var alike: Set<[String]> = []
        for card in SetCard.fullDeck {
            var grid = Grid(width: size.width, height: size.height)
            painter.drawFace(card, label: nil, in: Rect(x: 0, y: 0, width: size.width, height: size.height), on: &grid)
            let picture = Array(grid.lines.dropFirst())
            if pictures.updateValue(card, forKey: picture) != nil { alike.insert(picture) }
        }
        for picture in alike { pictures[picture] = nil }
        return pictures
    }

    /// How many cards are drawn unlike every other at `width` × `height`.
    mutating func distinct(width: Int, height: Int) -> Int {
        let size = Size(width: width, height: height)
        if bySize[size] == nil { bySize[size] = Self.pictures(painter, size) }
        return bySize[size]?.count ?? 0
    }
}
