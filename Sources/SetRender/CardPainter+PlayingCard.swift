import SetCore

/// Playing cards (G1) drawn as real ones: rank and suit in the top-left corner and, turned,
/// in the bottom-right one; in the middle the pips of 1–10 where the card is tall enough
/// (packed into as few as five rows on a medium card), otherwise one big suit; J, Q and K show their letter with the suit. Hearts and diamonds
/// are red, spades and clubs the terminal's own color (bold in monochrome for red, so the
/// two colors still read). In ASCII the suits are `S H D C`.
extension CardPainter {
    /// Draws `card` face up in `frame` with its key `label` (nil: none) and `highlight`;
    /// `cursor` marks the label as under the keyboard cursor. A frame too narrow (mid-flip)
    /// shows only the border.
    public func drawFace(
        _ card: PlayingCard, label: String?, highlight: CardHighlight = .normal, cursor: Bool = false,
        in frame: Rect, on grid: inout Grid
    ) {
        drawRemembered(.playing(card), label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid) { grid, frame in
            paintFace(card, label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid)
        }
    }

    /// ``drawFace(_:label:highlight:cursor:in:on:)`` painted afresh.
    func paintFace(
        _ card: PlayingCard, label: String?, highlight: CardHighlight, cursor: Bool, in frame: Rect, on grid: inout Grid
    ) {
        drawFrame(label: label, highlight: highlight, cursor: cursor, in: frame, on: &grid)
        let interior = frame.inset(by: 1)
        let corner = PlayingCardFace.rankText(card.rank) + String(suitGlyph(card.suit))
        guard interior.width >= corner.count, interior.height >= 1 else { return }
        let style = suitStyle(card.suit)
        grid.put(corner, x: interior.x, y: interior.y, style: style)
        guard interior.height >= 3 else { return }
        let turned = String(suitGlyph(card.suit)) + PlayingCardFace.rankText(card.rank)
        grid.put(turned, x: interior.maxX - turned.count, y: interior.maxY - 1, style: style)
        let middle = Rect(x: interior.x, y: interior.y + 1, width: interior.width, height: interior.height - 2)
        drawMiddle(card, in: middle, style: style, on: &grid)
    }

    /// The suit's glyph: ♠ ♥ ♦ ♣, or S H D C in ASCII.
    public func suitGlyph(_ suit: Int) -> Character {
        (ascii ? PlayingCardFace.asciiSuits : PlayingCardFace.suits)[suit]
    }

    /// Red for hearts and diamonds, the terminal's own color for spades and clubs.
    func suitStyle(_ suit: Int) -> CellStyle {
        guard PlayingCardFace.isRed(suit) else { return CellStyle() }
        switch colorMode {
        case .monochrome: return CellStyle(bold: true)
        case .ansi8: return CellStyle(foreground: .red, bold: true)
        case .ansi256: return CellStyle(foreground: .indexed(160))
        }
    }

    /// Pips when the middle is tall and wide enough for them — spread out on a large card,
    /// packed on a medium one — else one big suit (or J Q K).
    private func drawMiddle(_ card: PlayingCard, in area: Rect, style: CellStyle, on grid: inout Grid) {
        guard !area.isEmpty else { return }
        let glyph = String(suitGlyph(card.suit))
        let centre = (x: area.x + (area.width - 1) / 2, y: area.y + (area.height - 1) / 2)
        if card.rank > 10 {
            var bold = style
            bold.bold = true
            let text = PlayingCardFace.rankText(card.rank) + glyph
            guard area.width >= text.count + 2 else { return }
            grid.put(text, x: area.x + (area.width - text.count) / 2, y: centre.y, style: bold)
            return
        }
        let pips = Rect(x: area.x + 1, y: area.y, width: max(0, area.width - 2), height: area.height)
        if pips.height >= PlayingCardFace.packedPipRowsNeeded, pips.width >= 5 {
            let spread = pips.height >= PlayingCardFace.pipRowsNeeded
            for pip in PlayingCardFace.pips(rank: card.rank) {
                let x = pips.x + pip.column * (pips.width - 1) / 2
                let y = pips.y + PlayingCardFace.row(of: pip.row, rows: pips.height, spread: spread)
                grid[x, y] = Cell(suitGlyph(card.suit), style: style)
            }
        } else if area.width >= 3 {
            grid[centre.x, centre.y] = Cell(suitGlyph(card.suit), style: style)
        }
    }
}

/// What a playing card's face is made of: rank names, suit glyphs and pip positions.
enum PlayingCardFace {
    static let suits: [Character] = ["♠", "♥", "♦", "♣"]
    static let asciiSuits: [Character] = ["S", "H", "D", "C"]

    /// Hearts (1) and diamonds (2) are red.
    static func isRed(_ suit: Int) -> Bool {
        suit == 1 || suit == 2
    }

    /// `A`, `2` … `10`, `J`, `Q`, `K`.
    static func rankText(_ rank: Int) -> String {
        switch rank {
        case 1: "A"
        case 11: "J"
        case 12: "Q"
        case 13: "K"
        default: "\(rank)"
        }
    }

    /// Pip rows run 0…``pipScale`` from the top of the pip area to its bottom.
    static let pipScale = 12
    /// The pip area must have this many rows for the pips of 10 to stand apart.
    static let pipRowsNeeded = 7
    /// With this many rows (a medium card) the pips are packed: no two share a cell, but
    /// rows may touch.
    static let packedPipRowsNeeded = 5

    /// The row, from the top of a pip area `rows` high, of a pip at `scaled` on the 0…12
    /// scale: rounded down when the pips are `spread` (a large card), to the nearest row
    /// when packed, so the pips of every rank keep apart in as few as five rows.
    static func row(of scaled: Int, rows: Int, spread: Bool) -> Int {
        let steps = scaled * (rows - 1)
        return spread ? steps / pipScale : (steps + pipScale / 2) / pipScale
    }

    /// Where the pips of `rank` (1…10) go: row on the 0…12 scale, column 0 (left) … 2 (right).
    static func pips(rank: Int) -> [(row: Int, column: Int)] {
        let sides3 = [0, 6, 12].flatMap { [($0, 0), ($0, 2)] }
        let sides4 = [0, 4, 8, 12].flatMap { [($0, 0), ($0, 2)] }
        switch rank {
        case 1: return [(6, 1)]
        case 2: return [(0, 1), (12, 1)]
        case 3: return [(0, 1), (6, 1), (12, 1)]
        case 4: return [(0, 0), (0, 2), (12, 0), (12, 2)]
        case 5: return [(0, 0), (0, 2), (6, 1), (12, 0), (12, 2)]
        case 6: return sides3
        case 7: return sides3 + [(3, 1)]
        case 8: return sides3 + [(3, 1), (9, 1)]
        case 9: return sides4 + [(6, 1)]
        default: return sides4 + [(2, 1), (10, 1)]
        }
    }
}
