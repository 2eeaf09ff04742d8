import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

/// Every shape and every shading told apart at a glance at every card size the layout
/// produces (issue 24 item 6), in every theme: all 81 cards draw different cells; cards that
/// differ only in shading differ in a quarter of their cells and fill a fifth more or
/// less; cards that differ only in shape differ in a quarter of their cells, solid and
/// outlined; striped is one pattern, never half outline and half fill; and no theme draws
/// markedly smaller symbols than classic.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct CardReadabilityTests {
    struct Size: Hashable, CustomStringConvertible {
        let width: Int
        let height: Int
        var description: String { "\(width)×\(height)" }
    }

    /// The card sizes SET boards get on screens from 60 × 20 to 240 × 70 with 12 to 21 cards.
    /// (Those of screens an even number of columns wide, ``BoardSweep``.)
    static let sizes: [Size] = {
        let sizes = Set(BoardSweep.boards.filter { $0.width % 2 == 0 }.compactMap(\.layout).map { Size(width: $0.cardWidth, height: $0.cardHeight) })
        return sizes.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
    }()

    /// The characters `card` draws inside its border at `size`, row by row.
    static func face(_ card: SetCard, size: Size, painter: CardPainter) -> [Character] {
        var grid = Grid(width: size.width, height: size.height)
        painter.drawFace(card, label: nil, in: Rect(x: 0, y: 0, width: size.width, height: size.height), on: &grid)
        return (1..<size.height - 1).flatMap { y in (1..<size.width - 1).map { x in grid[x, y].glyph } }
    }

    /// How much of a cell `glyph` fills, in quarters: block elements by their quarters, the
    /// medium shade ▒ 2, solid triangles and half discs 2, any other mark (lines, outlines) 1.
    static func quarters(_ glyph: Character) -> Int {
        let blocks: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
        if let mask = blocks.firstIndex(of: glyph) { return mask.nonzeroBitCount }
        if "▒◀▶◢◣◥◤◖◗▲▼".contains(glyph) { return 2 }
        return 1
    }

    /// The share of the cells either face draws in which the two differ.
    static func difference(_ one: [Character], _ other: [Character]) -> Double {
        let drawn = zip(one, other).filter { $0 != " " || $1 != " " }
        return Double(drawn.filter { $0 != $1 }.count) / Double(max(drawn.count, 1))
    }

    /// Glyphs that fill their cell or most of it.
    static let solidGlyphs = Set("█▛▜▙▟◢◣◤◥◀▶◖◗▲▼")
    /// Glyphs that are only a line: box drawing, outlined triangles and arcs, brackets.
    static func isOutlineGlyph(_ glyph: Character) -> Bool {
        guard let scalar = glyph.unicodeScalars.first else { return false }
        return (0x2500...0x257F).contains(scalar.value) || "◁▷◸◹◺◿◠◡▔▁▏▕()[]".contains(glyph)
    }

    /// The cards of one count, shape and color in the three shadings: solid, striped, outlined.
    static func shadings(count: TriValue, shape: TriValue) -> (solid: SetCard, striped: SetCard, outlined: SetCard) {
        let card = { (shading: Shading) in
            SetCard(count: count, shape: shape, shading: TriValue.allCases.first { Theme.shading($0) == shading }!, color: .a)
        }
        return (card(.solid), card(.striped), card(.outlined))
    }

    @Test(arguments: Theme.all.map(\.name))
    func differentCardsDrawDifferentCells(themeName: String) throws {
        let painter = CardPainter(theme: try #require(Theme.named(themeName)))
        #expect(Self.sizes.count > 3, "\(Self.sizes)")
        for size in Self.sizes {
            var seen: [String: SetCard] = [:]
            for index in 0..<81 {
                let card = SetCard(index: index)
                let key = "\(card.color)" + String(Self.face(card, size: size, painter: painter))
                if let other = seen[key] {
                    Issue.record("\(themeName) at \(size): \(other) and \(card) draw the same cells")
                }
                seen[key] = card
            }
        }
    }

    /// Two shadings differ in at least a quarter of the cells they draw (a one-character
    /// difference on a small symbol is an eighth or less), and each fills at least a fifth
    /// more than the next: striped than outlined, solid than striped.
    @Test(arguments: Theme.all.map(\.name))
    func shadingsDifferAtAGlance(themeName: String) throws {
        let painter = CardPainter(theme: try #require(Theme.named(themeName)))
        for size in Self.sizes {
            for count in TriValue.allCases {
                for shape in TriValue.allCases {
                    let cards = Self.shadings(count: count, shape: shape)
                    let (solid, striped, outlined) = (
                        Self.face(cards.solid, size: size, painter: painter), Self.face(cards.striped, size: size, painter: painter),
                        Self.face(cards.outlined, size: size, painter: painter)
                    )
                    let context = "\(themeName) at \(size), count \(count) shape \(shape)"
                    for (name, one, other) in [("solid/striped", solid, striped), ("striped/outlined", striped, outlined), ("solid/outlined", solid, outlined)] {
                        let share = Self.difference(one, other)
                        #expect(share >= 1.0 / 4, "\(context): \(name) differ in \(Int(share * 100)) % of cells")
                    }
                    let filled = [solid, striped, outlined].map { $0.reduce(0) { $0 + Self.quarters($1) } }
                    #expect(5 * filled[1] >= 6 * filled[2] && 5 * filled[0] >= 6 * filled[1],
                            "\(context): filled quarters solid \(filled[0]), striped \(filled[1]), outlined \(filled[2])")
                }
            }
        }
    }

    /// Two shapes differ in at least a quarter of the cells they draw, solid and outlined (a
    /// solid circle and square differ in their rounded corners).
    @Test(arguments: Theme.all.map(\.name))
    func shapesDifferAtAGlance(themeName: String) throws {
        let painter = CardPainter(theme: try #require(Theme.named(themeName)))
        for size in Self.sizes {
            for count in TriValue.allCases {
                for shading in [Shading.solid, .outlined] {
                    let value = TriValue.allCases.first { Theme.shading($0) == shading }!
                    let faces = TriValue.allCases.map {
                        Self.face(SetCard(count: count, shape: $0, shading: value, color: .a), size: size, painter: painter)
                    }
                    for (one, other) in [(0, 1), (1, 2), (0, 2)] {
                        let share = Self.difference(faces[one], faces[other])
                        #expect(share >= 1.0 / 4, "\(themeName) at \(size), count \(count) \(shading): shapes \(one) and \(other) differ in \(Int(share * 100)) % of cells")
                    }
                }
            }
        }
    }

    /// A striped symbol is one pattern: never solid glyphs beside pure outline glyphs.
    @Test(arguments: Theme.all.map(\.name))
    func stripedIsOnePattern(themeName: String) throws {
        let painter = CardPainter(theme: try #require(Theme.named(themeName)))
        for size in Self.sizes {
            for shape in TriValue.allCases {
                let face = Self.face(Self.shadings(count: .a, shape: shape).striped, size: size, painter: painter)
                let solid = face.filter { Self.solidGlyphs.contains($0) }, outline = face.filter(Self.isOutlineGlyph)
                #expect(solid.isEmpty || outline.isEmpty, "\(themeName) at \(size) shape \(shape): \(String(solid)) beside \(String(outline))")
            }
        }
    }

    /// The columns and rows a face's drawing spans.
    static func extent(_ face: [Character], size: Size) -> (columns: Int, rows: Int) {
        let width = size.width - 2
        let drawn = face.indices.filter { face[$0] != " " }
        guard !drawn.isEmpty else { return (0, 0) }
        let columns = drawn.map { $0 % width }, rows = drawn.map { $0 / width }
        return (columns.max()! - columns.min()! + 1, rows.max()! - rows.min()! + 1)
    }

    /// No theme draws markedly smaller symbols than classic at the same size: at most a
    /// column narrower, and when less than half as tall (round and square symbols are as
    /// tall as wide on screen, classic's twice as tall) at least as wide.
    @Test(arguments: ["symbols", "whimsy"])
    func themesFillCardsAsClassicDoes(themeName: String) throws {
        let painter = CardPainter(theme: try #require(Theme.named(themeName))), classic = CardPainter(theme: .classic)
        /// The widest and the tallest of the nine single symbols of a painter's theme.
        func largest(_ painter: CardPainter, at size: Size) -> (columns: Int, rows: Int) {
            let extents = (0..<27).map { Self.extent(Self.face(SetCard(index: 3 * $0), size: size, painter: painter), size: size) }
            return (extents.map(\.columns).max()!, extents.map(\.rows).max()!)
        }
        for size in Self.sizes {
            let (mine, theirs) = (largest(painter, at: size), largest(classic, at: size))
            #expect(mine.columns + 1 >= theirs.columns && (2 * mine.rows >= theirs.rows || mine.columns >= theirs.columns),
                    "\(themeName) at \(size): \(mine.columns)×\(mine.rows), classic \(theirs.columns)×\(theirs.rows)")
        }
    }
}
