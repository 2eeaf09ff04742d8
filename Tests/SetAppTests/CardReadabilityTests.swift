import SetApp
import SetCore
import SetRender
import Testing

/// Every shape and every shading told apart at every card size the layout produces (issue
/// 24 item 6): all 81 cards painted at each size, in each theme, draw different cells
/// (color aside: cards of one color are compared), and the shadings differ in how much of
/// the symbol they fill.
@Suite(.timeLimit(.minutes(10))) struct CardReadabilityTests {
    struct Size: Hashable, CustomStringConvertible {
        let width: Int
        let height: Int
        var description: String { "\(width)×\(height)" }
    }

    /// The card sizes SET boards get on screens from 60 × 20 to 240 × 70 with 12 to 21 cards.
    static let sizes: [Size] = {
        var sizes: Set<Size> = []
        for width in stride(from: 60, through: 240, by: 2) {
            for height in 20...70 {
                for count in [12, 15, 18, 21] {
                    guard let layout = BoardGeometry(width: width, height: height, cardCount: count).layout else { continue }
                    sizes.insert(Size(width: layout.cardWidth, height: layout.cardHeight))
                }
            }
        }
        return sizes.sorted { ($0.width, $0.height) < ($1.width, $1.height) }
    }()

    /// The characters `card` draws inside its border at `size`.
    static func face(_ card: SetCard, size: Size, painter: CardPainter) -> [Character] {
        var grid = Grid(width: size.width, height: size.height)
        painter.drawFace(card, label: nil, in: Rect(x: 0, y: 0, width: size.width, height: size.height), on: &grid)
        return (1..<size.height - 1).flatMap { y in (1..<size.width - 1).map { x in grid[x, y].glyph } }
    }

    /// How much of a cell `glyph` fills, in quarters: block elements by their quarters,
    /// solid triangles and half discs 2, any other mark (lines, outlines) 1.
    static func quarters(_ glyph: Character) -> Int {
        let blocks: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
        if let mask = blocks.firstIndex(of: glyph) { return mask.nonzeroBitCount }
        if "◀▶◢◣◥◤◖◗▲▼".contains(glyph) { return 2 }
        return 1
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

    @Test(arguments: Theme.all.map(\.name))
    func shadingsDifferInFilledShare(themeName: String) throws {
        let painter = CardPainter(theme: try #require(Theme.named(themeName)))
        for size in Self.sizes {
            for count in TriValue.allCases {
                for shape in TriValue.allCases {
                    let filled = [TriValue.a, .b, .c].map { shading in
                        Self.face(SetCard(count: count, shape: shape, shading: shading, color: .a), size: size, painter: painter)
                            .reduce(0) { $0 + Self.quarters($1) }
                    }
                    let byShading = Dictionary(uniqueKeysWithValues: zip([TriValue.a, .b, .c].map(Theme.shading), filled))
                    let (solid, striped, outlined) = (byShading[.solid]!, byShading[.striped]!, byShading[.outlined]!)
                    #expect(outlined < striped && striped < solid, "\(themeName) at \(size), count \(count) shape \(shape): \(outlined) \(striped) \(solid)")
                }
            }
        }
    }
}
