import PropertyBased
import SetCore
import SetFrame
import SetTable
import SetTestSupport
import Testing

@testable import SetApp

/// The key label a frame draws on one card (``TableGrid/label(ofSlot:on:)``) is the one
/// the keyboard's whole list gives for its slot's place, on any keyboard, table and terminal.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SlotLabelTests {
    @Test("each slot's label is its place's entry in the keyboard's labels, and there is none past the table")
    func sameAsTheList() async {
        await propertyCheck(count: 100, input: Gen.uint64(), Gen.int(in: 0...1_000_000).array(of: 0...120)) { seed, codes in
            var app = AppModel(settings: AppSettings(animated: false), seed: seed, width: 80, height: 24, now: 0)
            for (step, code) in codes.enumerated() where !app.wantsQuit {
                app.update(AppModelPropertyTests.event(code), at: Double(step) * 0.1)
                for keyboard in KeyboardLayout.allCases {
                    Self.expectSame(app.setBoard, keyboard)
                    Self.expectSame(app.cardsBoard, keyboard)
                }
            }
        }
    }

    static func expectSame<Content: GameContent>(_ board: GameBoard<Content>, _ keyboard: KeyboardLayout) {
        let byPlace = board.geometry.layout.map { keyboard.labels(rows: $0.rows, columns: $0.columns) } ?? []
        let labels = board.geometry.layout == nil ? [] : board.places.placeOfSlot.map { $0 < byPlace.count ? byPlace[$0] : "" }
        #expect(board.labels(keyboard) == labels, "on \(keyboard)")
        for slot in 0...(board.game.table.count + 1) {
            #expect(board.tableGrid?.label(ofSlot: slot, on: keyboard) == (slot < labels.count ? labels[slot] : nil), "slot \(slot) on \(keyboard)")
        }
    }
}
