import PropertyBased
import SetCore
import SetRender
import SetTable
import SetTestSupport
import Testing

@testable import SetApp

/// The status line drawn through the remembered row is the line drawn afresh: each draw is
/// followed by draws that differ from it in one part only (its row, the screen's size, the
/// match's name, each count, the clock, the badge, the referee's pieces, the note, ASCII,
/// the colors), so a key that left out any part would hand back the row kept for the
/// first and fail here.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct StatusLineCacheTests {
    static let rows = [1, 0, 2]
    static let sizes = [(100, 30), (60, 6), (36, 6), (24, 4), (12, 3), (100, 6)]
    static let matchNames = ["set", "pair"]
    static let decks: [Int?] = [66, nil, 3, 0]
    static let discards: [Int?] = [nil, 9, 12]
    static let matchCounts: [Int?] = [3, nil, 0, 27]
    static let scores: [Int?] = [42, nil, -5, 1250]
    static let seconds = [83, 0, 84, 3725, 359_999]
    static let badges: [String?] = [nil, "TEST", "DAILY 2026-11-22"]
    static let shortBadges: [String?] = [nil, "TEST", "DAILY"]
    static let refereeStatuses: [[StatusSegment]] = [
        [], [StatusSegment("You 3  CPU 2  ", style: CellStyle(bold: true))],
        [StatusSegment("Player 1 → ", style: CellStyle(foreground: .red)), StatusSegment("3s ")],
    ]
    static let notes: [StatusNote?] = [
        nil, StatusNote("Set! +25", tone: .good),
        StatusNote("There was a set on the table −10", short: "Set missed −10", tone: .bad),
        StatusNote("1 set on the table", short: "1 on table", isAboutTable: true),
        StatusNote("1 set on the table", short: "1 on table"),
    ]
    static let choices = [
        rows.count, sizes.count, matchNames.count, decks.count, discards.count, matchCounts.count, scores.count,
        seconds.count, badges.count, shortBadges.count, refereeStatuses.count, refereeStatuses.count, notes.count, 2,
        ColorMode.allCases.count,
    ]

    /// One draw: an index into each part's choices.
    struct Draw: CustomStringConvertible {
        let picks: Picks

        var size: (width: Int, height: Int) { sizes[picks[1]] }
        var line: StatusLine {
            StatusLine(
                row: rows[picks[0]], matchName: matchNames[picks[2]], deck: decks[picks[3]], discard: discards[picks[4]],
                matches: matchCounts[picks[5]], score: scores[picks[6]], seconds: seconds[picks[7]], badge: badges[picks[8]],
                shortBadge: shortBadges[picks[9]], refereeStatus: refereeStatuses[picks[10]],
                compactRefereeStatus: refereeStatuses[picks[11]], note: notes[picks[12]], ascii: picks[13] == 1,
                colorMode: ColorMode.allCases[picks[14]]
            )
        }

        var description: String { "\(size) \(line)" }

        /// The screen under the line: text on every row but the line's.
        var background: Grid {
            var grid = Grid(width: size.width, height: size.height)
            for row in 0..<size.height where row != line.row {
                grid.put(String(repeating: "x中·", count: size.width / 4 + 1), x: row % 3, y: row, style: CellStyle(dim: true))
            }
            return grid
        }
    }

    @Test("a status line drawn through the remembered row is the line drawn afresh")
    func rememberedEqualsDrawn() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int(Int32.max)).array(of: 1...8)) { codes in
            let cache = RenderCache()
            for code in codes {
                let base = Picks(code, counts: Self.choices)
                for draw in ([base] + Self.choices.indices.map { base.changing($0, by: code) } + [base]).map(Draw.init(picks:)) {
                    var drawn = draw.background
                    var fresh = drawn
                    draw.line.draw(on: &drawn, cache: cache)
                    draw.line.drawAfresh(on: &fresh)
                    #expect(drawn == fresh, "\(draw)")
                    if drawn != fresh { return }
                }
            }
        }
    }
}
