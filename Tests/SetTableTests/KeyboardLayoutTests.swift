import SetRender
import SetTestSupport
import Testing

@testable import SetTable

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct KeyboardLayoutTests {
    static let boards: [(rows: Int, columns: Int)] =
        (1...3).flatMap { rows in (1...9).map { (rows, $0) } } + (4...9).flatMap { rows in (1...3).map { (rows, $0) } }

    @Test func qwertyFollowsTheKeyboardColumnByColumn() {
        #expect(KeyboardLayout.qwerty.labels(rows: 3, columns: 4) == ["q", "w", "e", "r", "a", "s", "d", "f", "z", "x", "c", "v"])
        let keys = KeyboardLayout.qwerty.keyColumns.map { String($0) }
        #expect(keys == ["qaz", "wsx", "edc", "rfv", "tgb", "ujm", "ik,", "ol.", "y;/"])  // p pauses: y stands in
    }

    @Test func portraitBoardsUseTheTransposedMap() {
        #expect(KeyboardLayout.qwerty.labels(rows: 5, columns: 2) == ["q", "a", "w", "s", "e", "d", "r", "f", "t", "g"])
    }

    @Test(arguments: KeyboardLayout.allCases)
    func labelsAreUniqueAndNeverCommands(layout: KeyboardLayout) {
        #expect(Set(layout.keyColumns.joined()).count == 27)
        for board in Self.boards {
            let labels = layout.labels(rows: board.rows, columns: board.columns)
            #expect(labels.count == board.rows * board.columns)
            #expect(Set(labels).count == labels.count, "\(layout) \(board)")
            #expect(labels.allSatisfy { $0.count == 1 })
            #expect(labels.allSatisfy { !KeyboardLayout.commandKeys.contains(Character($0)) })
        }
    }

    @Test(arguments: KeyboardLayout.allCases)
    func slotIsTheReverseOfLabels(layout: KeyboardLayout) {
        for board in Self.boards {
            for (slot, label) in layout.labels(rows: board.rows, columns: board.columns).enumerated() {
                #expect(layout.slot(for: Character(label), rows: board.rows, columns: board.columns) == slot)
            }
        }
        #expect(layout.slot(for: "h", rows: 3, columns: 9) == nil)
    }

    @Test func otherLayoutsTypeTheirOwnCharacters() {
        #expect(KeyboardLayout.azerty.labels(rows: 3, columns: 2) == ["a", "z", "q", "s", "w", "x"])
        #expect(KeyboardLayout.qwertz.labels(rows: 1, columns: 9).last == "z")  // p pauses
        #expect(KeyboardLayout.qwertz.keyColumns[0] == ["q", "a", "y"])
        // Dvorak's p, h and n sit in the label columns; keys from the skipped column stand in.
        #expect(KeyboardLayout.dvorak.keyColumns[5] == ["g", "d", "m"])
        #expect(KeyboardLayout.colemak.keyColumns[5] == ["l", "k", "m"])
    }

    @Test func boardsTooLargeGetNoLabels() {
        #expect(!BoardLayout.isLabelable(rows: 4, columns: 4))
        #expect(KeyboardLayout.qwerty.labels(rows: 4, columns: 4).allSatisfy { $0.isEmpty })
        #expect(KeyboardLayout.qwerty.key(row: 0, column: 9, rows: 3, columns: 10) == nil)
    }
}
