import SetTable
import Testing

@testable import SetApp

/// The help's key tables are written in two columns, a key then what it does, each row no wider
/// than a help box's text: a row one character too long wrapped its last word onto a line of its
/// own (`a` under "undo the last whole action: a set, a miss,", issue 41).
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct HelpKeyTableTests {
    /// Whether `line` is a row of a key table: a key column 19 wide ending in a gap, or a
    /// continuation under the second column.
    static func isTableRow(_ line: String) -> Bool {
        line.count > 19 && (line.prefix(19).hasSuffix("  ") || line.hasPrefix(String(repeating: " ", count: 19)))
    }

    @Test("Every row of the help's key tables fits the box unwrapped", arguments: [Tab.board, .cards])
    func keyRowsFit(tab: Tab) {
        var app = makeApp(width: 100, height: 48)
        app.show(tab)
        let rows = Overlay.help(app).lines.filter(Self.isTableRow)
        #expect(rows.count >= 10, "\(rows)")
        for row in rows {
            #expect(row.count <= Overlay.maximumTextWidth, "\(row.count) characters: \(row)")
        }
    }
}
