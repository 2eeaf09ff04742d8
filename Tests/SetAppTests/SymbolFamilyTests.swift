import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

/// One picture family per shape and shading (issue 41): a player who learns a picture at one
/// size never meets it, or one that looks like it, as another shape or shading at another
/// size. Checked over every card size the boards of 60 × 20 to 240 × 70 screens get, in every
/// theme and both palettes.
///
/// A *picture* is the one symbol of a one-symbol card, cut to the cells it draws. Its *sketch*
/// is each row with runs of one glyph made one glyph, then runs of equal rows made one row (a
/// picture stretched has the same sketch); an *outline row* is a sketch row with a glyph other
/// than fill (▒ █ ▀ ▄). Two pictures of different (shape, shading) *look alike* when
/// - they are the same picture or have the same sketch; or, of one shading,
/// - the top and bottom rows of one, outline rows both, are rows of the other (an oval that is a
///   diamond without its tips: `▟█▙/███/▜█▛` in `▄/▟█▙/▜█▛/▀`); or
/// - at least half the distinct outline rows of either are the other's;
/// - and side by side at one size, when they differ in one row only (`╭╮/▒▒` and `╱╲/▒▒`),
///   share their top or bottom outline row, or differ only in ends drawn in the same glyphs
///   turned another way (`╭╯/▒▒/╰╮` and `╭╮/▒▒/╰╯`, which blind readers hesitated over).
/// Each picture shows its shading by its texture (blocks for solid, ▒ for striped, lines
/// only for outlined), so pictures of two shadings always differ in texture.
///
/// Before each theme had its own families (issue 41), the generic rasterizer's pictures of the
/// geometric and whimsy themes had 27 and 61 look-alike pairs across sizes and 11 each at one
/// size (a solid triangle's `▟█▙` row was a solid circle's; a drop's `╰▒╯` a heart's). The
/// turned-ends rule found the classic striped oval and squiggle two cells wide alike at six card
/// sizes (`╭╮/▒▒/╰╯` and `╭╯/▒▒/╰╮`, 10 × 5 to 14 × 7) before the squiggle became `▒╯/╰▒/▒╯`.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SymbolFamilyTests {
    /// A picture: rows of glyphs, cut to the cells drawn.
    typealias Picture = [[Character]]

    /// What a picture shows.
    struct Kind: Hashable, CustomStringConvertible {
        let shape: Int
        let shading: Shading
        var description: String { "shape \(shape) \(shading)" }
    }

    /// A picture at a card size.
    struct Sample {
        let kind: Kind
        let size: CardReadabilityTests.Size
        let picture: Picture
    }

    /// The nine one-symbol pictures of each painter (``painters``) at every card size, drawn once
    /// for all the tests here.
    static let samplesByPainter: [String: [Sample]] = Dictionary(uniqueKeysWithValues: painters.map { name in
        (name, (try? painter(name)).map(samples) ?? [])
    })

    /// The nine one-symbol pictures of the painter named `name` at every card size.
    static func samples(named name: String) throws -> [Sample] {
        let samples = samplesByPainter[name] ?? []
        try #require(!samples.isEmpty, "no painter \(name)")
        return samples
    }

    /// The nine one-symbol pictures of `painter` at every card size.
    static func samples(_ painter: CardPainter) -> [Sample] {
        CardReadabilityTests.sizes.flatMap { size in
            (0..<3).flatMap { shape in
                Shading.allCases.map { shading in
                    let value = TriValue.allCases.first { Theme.shading($0) == shading }!
                    let card = SetCard(count: .a, shape: TriValue(rawValue: shape)!, shading: value, color: .a)
                    return Sample(kind: Kind(shape: shape, shading: shading), size: size, picture: picture(card, size: size, painter: painter))
                }
            }
        }
    }

    /// The cells `card` draws inside its border at `size`, cut to those drawn.
    static func picture(_ card: SetCard, size: CardReadabilityTests.Size, painter: CardPainter) -> Picture {
        let face = CardReadabilityTests.face(card, size: size, painter: painter)
        let width = size.width - 2
        let rows = stride(from: 0, to: face.count, by: width).map { Array(face[$0..<$0 + width]) }
        // The color's name or letter on the border is not part of the picture.
        let drawn = rows.enumerated().flatMap { y, row in row.enumerated().compactMap { $0.element == " " ? nil : (x: $0.offset, y: y) } }
        guard let left = drawn.map(\.x).min(), let right = drawn.map(\.x).max(), let top = drawn.map(\.y).min(),
              let bottom = drawn.map(\.y).max() else { return [] }
        return (top...bottom).map { Array(rows[$0][left...right]) }
    }

    /// Each row with its runs of one glyph made one glyph, then runs of equal rows one row.
    static func sketch(_ picture: Picture) -> [String] {
        let rows = picture.map { row in
            String(row.enumerated().compactMap { $0.offset > 0 && row[$0.offset - 1] == $0.element ? nil : $0.element })
        }
        return rows.enumerated().compactMap { $0.offset > 0 && rows[$0.offset - 1] == $0.element ? nil : $0.element }
    }

    /// Whether a sketch row is only fill (▒, █, half blocks, blanks): it shows no outline.
    static func isFill(_ row: String) -> Bool {
        row.allSatisfy { "▒█▀▄ ".contains($0) }
    }

    /// Why `one` and `other` look alike, or nil when they do not; `sameSize` adds what tells
    /// two pictures apart side by side.
    static func likeness(_ one: Sample, _ other: Sample, sameSize: Bool = false) -> String? {
        if one.picture == other.picture { return "the same picture" }
        let (mine, theirs) = (sketch(one.picture), sketch(other.picture))
        if mine == theirs { return "the same sketch \(mine)" }
        guard one.kind.shading == other.kind.shading, let myTop = mine.first, let myBottom = mine.last,
              let theirTop = theirs.first, let theirBottom = theirs.last else { return nil }
        if sameSize {
            let rowsApart = zip(one.picture, other.picture).filter { $0 != $1 }.count
            if one.picture.count == other.picture.count, one.picture.first?.count == other.picture.first?.count, rowsApart <= 1 {
                return "one row apart"
            }
            if myTop == theirTop && !isFill(myTop) || myBottom == theirBottom && !isFill(myBottom) { return "a shared end" }
            if let turned = turnedEnds(one.picture, other.picture) { return turned }
        }
        for (ends, rows) in [((myTop, myBottom), theirs), ((theirTop, theirBottom), mine)]
        where !isFill(ends.0) && !isFill(ends.1) && rows.contains(ends.0) && rows.contains(ends.1) {
            return "ends \(ends.0) \(ends.1) inside the other"
        }
        let (myRows, theirRows) = (Set(mine.filter { !isFill($0) }), Set(theirs.filter { !isFill($0) }))
        let shared = myRows.intersection(theirRows)
        if !shared.isEmpty, 2 * shared.count >= min(myRows.count, theirRows.count) {
            return "shared rows \(shared.sorted())"
        }
        return nil
    }

    /// Why two pictures of one size read alike by their ends, or nil: all rows but the first
    /// and last the same, and those two rows drawn in the same glyphs in another order (a
    /// corner turned the other way).
    static func turnedEnds(_ one: Picture, _ other: Picture) -> String? {
        guard one.count >= 3, one.count == other.count, one[0].count == other[0].count,
              one.dropFirst().dropLast() == other.dropFirst().dropLast(),
              Set(one[0] + one[one.count - 1]) == Set(other[0] + other[other.count - 1])
        else { return nil }
        return "the same middle, ends of the same glyphs turned"
    }

    /// The shading a picture's glyphs show: ▒ striped; block elements or solid triangles
    /// without ▒ solid; neither outlined. The eighth blocks ▁ and ▔ are lines (a three-cell
    /// outlined triangle's tip and base).
    static func texture(_ picture: Picture) -> Shading {
        let glyphs = picture.joined()
        if glyphs.contains("▒") { return .striped }
        if glyphs.contains(where: { "▀▂▃▄▅▆▇█▉▊▋▌▍▎▐▖▗▘▙▚▛▜▝▞▟◢◣◤◥◀▶▲▼".contains($0) }) { return .solid }
        return .outlined
    }

    static func show(_ sample: Sample) -> String {
        "\(sample.kind) at \(sample.size) [\(sample.picture.map { String($0) }.joined(separator: "/"))]"
    }

    /// Every theme with each palette.
    static let painters: [String] = Theme.all.flatMap { theme in CardPalette.allCases.map { "\(theme.name) \($0.rawValue)" } }

    static func painter(_ name: String) throws -> CardPainter {
        let parts = name.split(separator: " ").map(String.init)
        let theme = try #require(Theme.named(parts[0])), palette = try #require(CardPalette(rawValue: parts[1]))
        return CardPainter(theme: theme.with(palette))
    }

    /// The most rows a theme's shape `shape` takes `columns` wide: classic symbols one and a
    /// half times their width and a row; a triangle (two cells: two rows) and a circle or
    /// square (at least three) as tall as wide on screen and a row; whimsy's a row more.
    static func tallest(_ painterName: String, _ shape: Int, columns: Int) -> Int {
        switch painterName.split(separator: " ")[0] {
        case "classic": 3 * columns / 2 + 1
        case "symbols": shape == 0 ? columns / 2 + 1 : max(3, columns / 2 + 1)
        default: columns / 2 + 2
        }
    }

    /// Records the first few of `faults` and how many there are.
    static func record(_ faults: [String], _ what: String) {
        guard !faults.isEmpty else { return }
        let shown: String = faults.prefix(12).joined(separator: "\n")
        Issue.record("\(faults.count) \(what):\n\(shown)")
    }

    @Test("No picture looks like another shape's or shading's at any size", arguments: painters)
    func noPictureLooksLikeAnother(painterName: String) throws {
        let samples = try Self.samples(named: painterName)
        // Each distinct picture once, with the first size it appears at.
        var distinct: [Sample] = []
        var seen: Set<[String]> = []
        for sample in samples where seen.insert([sample.kind.description] + sample.picture.map { String($0) }).inserted {
            distinct.append(sample)
        }
        var faults: [String] = []
        for (index, one) in distinct.enumerated() {
            for other in distinct[(index + 1)...] where other.kind != one.kind {
                if let why = Self.likeness(one, other) { faults.append("\(Self.show(one)) ~ \(Self.show(other)): \(why)") }
            }
        }
        Self.record(faults, "pairs of pictures alike in \(painterName)")
    }

    @Test("At each size the nine pictures differ", arguments: painters)
    func ninePicturesDifferAtEachSize(painterName: String) throws {
        let samples = try Self.samples(named: painterName)
        var faults: [String] = []
        for size in CardReadabilityTests.sizes {
            let here = samples.filter { $0.size == size }
            #expect(here.count == 9)
            for (index, one) in here.enumerated() {
                for other in here[(index + 1)...] {
                    if let why = Self.likeness(one, other, sameSize: true) { faults.append("\(Self.show(one)) ~ \(Self.show(other)): \(why)") }
                }
            }
        }
        Self.record(faults, "pairs alike at one size in \(painterName)")
    }

    @Test("Each picture shows its shading's texture", arguments: painters)
    func eachPictureShowsItsShading(painterName: String) throws {
        let faults = try Self.samples(named: painterName).filter { Self.texture($0.picture) != $0.kind.shading }.map(Self.show)
        Self.record(faults, "pictures in another shading's texture in \(painterName)")
    }

    /// The quarter cells (1 upper left, 2 upper right, 4 lower left, 8 lower right) a glyph
    /// of a solid picture lights: block elements exactly, a solid triangle the quarters it
    /// covers at least half of (`◢` as `▟`), any other glyph its whole cell.
    static func quarters(_ glyph: Character) -> Int {
        let blocks: [Character] = [" ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█"]
        if let mask = blocks.firstIndex(of: glyph) { return mask }
        let triangles: [Character: Int] = ["◢": 14, "◣": 13, "◤": 7, "◥": 11]
        return triangles[glyph] ?? 15
    }

    /// A solid picture's outline: each row of quarter cells as the quarters it lights (`#`)
    /// and leaves dark (`.`), blank rows cut (`▗▖/██/▝▘` is `.##.`/`####`/`####`/`.##.`).
    static func silhouette(_ picture: Picture) -> [String] {
        let rows = picture.flatMap { row -> [String] in
            let masks = row.map(quarters)
            return [String(masks.flatMap { [$0 & 1, $0 & 2] }.map { $0 == 0 ? "." : "#" }),
                    String(masks.flatMap { [$0 & 4, $0 & 8] }.map { $0 == 0 ? "." : "#" })]
        }
        guard let first = rows.firstIndex(where: { $0.contains("#") }), let last = rows.lastIndex(where: { $0.contains("#") }) else { return [] }
        return Array(rows[first...last])
    }

    /// Solid pictures are told apart by their outline before their glyphs: at one size no two
    /// light the same quarter cells (how far apart two-cell ones must be is the next test's).
    @Test("At each size solid shapes differ in outline", arguments: painters)
    func solidShapesDifferInOutline(painterName: String) throws {
        let samples = try Self.samples(named: painterName).filter { $0.kind.shading == .solid }
        var faults: [String] = []
        for size in CardReadabilityTests.sizes {
            let here = samples.filter { $0.size == size }
            for (index, one) in here.enumerated() {
                for other in here[(index + 1)...] where Self.silhouette(one.picture) == Self.silhouette(other.picture) {
                    faults.append("\(Self.show(one)) ~ \(Self.show(other)): outline \(Self.silhouette(one.picture))")
                }
            }
        }
        Self.record(faults, "pairs of solid pictures of one outline in \(painterName)")
    }

    /// The boards of 60 × 20 (13 × 6 cards since the tab bar gives them its row) and of 15
    /// cards at 80 × 24 (15 × 6) draw three-cell pictures (issue 41): the cross-size tests above
    /// compare them with every other size's, so they must be among the samples, all nine of
    /// each theme.
    @Test("Three-cell pictures of every shape and shading are among the sizes compared", arguments: painters)
    func threeCellPicturesAreCompared(painterName: String) throws {
        let samples = try Self.samples(named: painterName)
        for size in [CardReadabilityTests.Size(width: 13, height: 6), CardReadabilityTests.Size(width: 15, height: 6)] {
            let here = samples.filter { $0.size == size }
            #expect(here.count == 9 && here.allSatisfy { $0.picture.map(\.count).max() == 3 }, "\(here.map(Self.show))")
        }
    }

    /// Two cells wide a quarter-cell point and a rounded end are the same step (`.##.` over
    /// `####`), so what tells a solid diamond from a solid oval there is how much of its height
    /// it is narrow: a diamond tapers, narrower than full width in more quarter rows than it is
    /// full (`▐▌/██/▐▌`), an oval does not (`▗▖/██/▝▘`). The diamonds `◢◣/██/◥◤` and
    /// `▗▖/██/▝▘` of earlier art, each read as an oval at first by a first-time reader, fail.
    @Test("Two cells wide the solid diamond tapers and the solid oval does not", arguments: painters.filter { $0.hasPrefix("classic") })
    func twoCellDiamondTapers(painterName: String) throws {
        let samples = try Self.samples(named: painterName)
            .filter { $0.kind.shading == .solid && $0.kind.shape < 2 && $0.picture.map(\.count).max() == 2 }
        #expect(Set(samples.map(\.kind.shape)) == [0, 1], "two-cell solid diamonds and ovals are among the sizes")
        var faults: [String] = []
        for sample in samples {
            let rows = Self.silhouette(sample.picture)
            let full = rows.filter { !$0.contains(".") }.count, narrow = rows.count - full
            if (sample.kind.shape == 0) != (narrow > full) {
                faults.append("\(Self.show(sample)): \(narrow) narrow and \(full) full quarter rows")
            }
        }
        Self.record(faults, "two-cell solid diamonds that do not taper or ovals that do in \(painterName)")
    }

    /// Symbols use the card's rows: at least three, and all but a margin of a sixth of the
    /// inside above and below (a 4-row inside gets 4-row symbols, not 2), unless that would
    /// make them taller than their theme draws a shape of their width (`tallest`); a row less
    /// where that centres them.
    @Test("Symbols are as tall as the card allows", arguments: painters)
    func symbolsUseTheCardsRows(painterName: String) throws {
        let samples = try Self.samples(named: painterName)
        var faults: [String] = []
        for size in CardReadabilityTests.sizes {
            let here = samples.filter { $0.size == size }
            let widest = here.map { $0.picture.map(\.count).max() ?? 0 }.max() ?? 0
            let inside = size.height - 2, least = max(3, inside - 2 * (inside / 6))
            for sample in here where sample.picture.count < min(least, Self.tallest(painterName, sample.kind.shape, columns: widest)) - 1 {
                faults.append("\(Self.show(sample)): \(sample.picture.count) of \(inside) rows")
            }
        }
        Self.record(faults, "pictures shorter than their card allows in \(painterName)")
    }
}
