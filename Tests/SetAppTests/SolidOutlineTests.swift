import SetApp
import SetRender
import SetTestSupport
import Testing

/// Solid classic pictures three and four cells wide read by their outline (issue 41), which
/// ``SymbolFamilyTests/silhouette(_:)`` gives in quarter cells. Blind readers hesitated over
/// the diamond `▗█▖`/`▟█▙`/`▜█▛`/`▝█▘` ("tall and tapered with blunt tips; could be a stretched
/// oval": it narrows only every other half row) and the squiggle `▐█▄ `/` ▜█▙`/`▗██▘`/`▀█▌ `
/// ("a bent arrow or a chevron, not an S": no bar reaching across at top or bottom); both fail here.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SolidOutlineTests {
    /// The solid pictures of the classic painter named `name` of `shape` three cells wide and more.
    static func solid(_ name: String, shape: Int, columns: ClosedRange<Int> = 3...Int.max) throws -> [SymbolFamilyTests.Sample] {
        try SymbolFamilyTests.samples(named: name).filter {
            $0.kind.shape == shape && $0.kind.shading == .solid && columns.contains($0.picture.map(\.count).max() ?? 0)
        }
    }

    /// How many quarter cells each quarter row of `picture`'s outline lights.
    static func widths(_ picture: SymbolFamilyTests.Picture) -> [Int] {
        SymbolFamilyTests.silhouette(picture).map { $0.filter { $0 == "#" }.count }
    }

    /// A diamond comes to a point: its tips at most a third of its widest row, and it widens a
    /// quarter cell each side every quarter row down to its widest rows and narrows as fast
    /// below them. An oval's rounded ends are wider than that.
    @Test("Three cells wide and more the solid diamond comes to a point and the oval does not",
          arguments: SymbolFamilyTests.painters.filter { $0.hasPrefix("classic") })
    func diamondIsPointed(painterName: String) throws {
        let diamonds = try Self.solid(painterName, shape: 0), ovals = try Self.solid(painterName, shape: 1)
        #expect(diamonds.contains { $0.picture.map(\.count).max() == 3 } && !ovals.isEmpty)
        var faults: [String] = []
        for sample in diamonds {
            let widths = Self.widths(sample.picture)
            guard let widest = widths.max(), let top = widths.firstIndex(of: widest), let bottom = widths.lastIndex(of: widest) else { continue }
            let widening = (0..<top).allSatisfy { widths[$0 + 1] == widths[$0] + 2 }
            let narrowing = (bottom..<widths.count - 1).allSatisfy { widths[$0 + 1] == widths[$0] - 2 }
            if !widening || !narrowing || 3 * max(widths[0], widths[widths.count - 1]) > widest {
                faults.append("\(SymbolFamilyTests.show(sample)): quarter rows \(widths) wide")
            }
        }
        for sample in ovals {
            let widths = Self.widths(sample.picture)
            if let widest = widths.max(), 3 * min(widths[0], widths[widths.count - 1]) <= widest {
                faults.append("\(SymbolFamilyTests.show(sample)): an oval pointed, quarter rows \(widths) wide")
            }
        }
        SymbolFamilyTests.record(faults, "solid diamonds not pointed or ovals pointed in \(painterName)")
    }

    /// An oval is long: three and four cells wide, its outline at least twice as tall as it is
    /// wide on screen (a quarter row is twice as tall as a quarter column is wide, so as many
    /// quarter rows lit as quarter columns in its widest row). The four-cell `▗▄▄▖`/`████`/
    /// `████`/`▝▀▀▘`, six half rows tall and four cells wide (half again as tall as wide), read
    /// "wide and almost square, a rounded rectangle or block, not an oval" to a blind reader; it
    /// fails here.
    @Test("Three and four cells wide the solid oval is twice as tall as wide", arguments: SymbolFamilyTests.painters.filter { $0.hasPrefix("classic") })
    func ovalIsLong(painterName: String) throws {
        let ovals = try Self.solid(painterName, shape: 1, columns: 3...4)
        #expect(Set(ovals.map { $0.picture.map(\.count).max() ?? 0 }) == [3, 4])
        var faults: [String] = []
        for sample in ovals {
            let widths = Self.widths(sample.picture)
            if widths.filter({ $0 > 0 }).count < widths.max() ?? 0 {
                faults.append("\(SymbolFamilyTests.show(sample)): quarter rows \(widths) wide")
            }
        }
        SymbolFamilyTests.record(faults, "solid ovals wider than half their height in \(painterName)")
    }

    /// A squiggle three or four cells wide is an S: a bar on top reaching the right edge (in
    /// its top row, which may curl down there), a bend in the upper half on the left only, one
    /// in the lower half on the right only, and a bar at the bottom reaching the left edge.
    @Test("Three and four cells wide the solid squiggle is an S", arguments: SymbolFamilyTests.painters.filter { $0.hasPrefix("classic") })
    func squiggleIsAnS(painterName: String) throws {
        let squiggles = try Self.solid(painterName, shape: 2, columns: 3...4)
        #expect(Set(squiggles.map { $0.picture.map(\.count).max() ?? 0 }) == [3, 4])
        var faults: [String] = []
        for sample in squiggles {
            let rows = SymbolFamilyTests.silhouette(sample.picture).map { Array($0).map { $0 == "#" } }
            // A row of cells is two quarter rows: the top and bottom bars are their union.
            guard rows.count >= 4 else { continue }
            let top = zip(rows[0], rows[1]).map { $0 || $1 }, bottom = zip(rows[rows.count - 2], rows[rows.count - 1]).map { $0 || $1 }
            let half = top.count / 2
            let leftOnly = { (row: [Bool]) in !row[half...].contains(true) && row.contains(true) }
            let rightOnly = { (row: [Bool]) in !row[..<half].contains(true) && row.contains(true) }
            let bars = top.last == true && top.filter { $0 }.count > half && bottom.first == true && bottom.filter { $0 }.count > half
            let bends = rows[..<(rows.count / 2)].contains(where: leftOnly) && rows[(rows.count / 2)...].contains(where: rightOnly)
            if !bars || !bends { faults.append("\(SymbolFamilyTests.show(sample)): outline \(SymbolFamilyTests.silhouette(sample.picture))") }
        }
        SymbolFamilyTests.record(faults, "solid squiggles that are no S in \(painterName)")
    }
}
