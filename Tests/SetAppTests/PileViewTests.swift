import SetCore
import SetRender
import SetTestSupport
import Testing

@testable import SetApp

@Suite struct PileViewTests {
    let painter = CardPainter(colorMode: .monochrome)

    let frame = Rect(x: 0, y: 0, width: 12, height: 5)

    func draw(_ body: (inout Grid) -> Void) -> [String] {
        var grid = Grid(width: 12, height: 5)
        body(&grid)
        return grid.lines
    }

    @Test func deckIsABackWithItsCount() {
        let lines = draw { PileView.drawDeck(count: 66, in: frame, painter: painter, on: &$0) }
        #expect(lines == [
            "┌ Deck 66 ─┐",
            "│╱╲╱╲╱╲╱╲╱╲│",
            "│╲╱╲╱╲╱╲╱╲╱│",
            "│╱╲╱╲╱╲╱╲╱╲│",
            "└──────────┘",
        ])
    }

    @Test func narrowDeckShowsOnlyTheCount() {
        let narrow = Rect(x: 0, y: 0, width: 8, height: 5)
        let lines = draw { PileView.drawDeck(count: 66, in: narrow, painter: painter, on: &$0) }
        #expect(lines[0] == "┌ 66 ──┐    ")
    }

    /// Monochrome marks a hinted (dotted) border dim; its caption is bold.
    let dotted = CellStyle(dim: true)
    let caption = CellStyle(bold: true)

    @Test func emptyDeckIsADottedOutline() {
        var grid = Grid(width: 12, height: 5)
        PileView.drawDeck(count: 0, in: frame, painter: painter, on: &grid)
        expectGrid(grid, toShow: GridExpectation([
            "┌ Deck 0 ┄┄┐",
            "┆          ┆",
            "┆          ┆",
            "┆          ┆",
            "└┄┄┄┄┄┄┄┄┄┄┘",
        ])
        .styled(frame, dotted)
        .styled(frame.inset(by: 1), .plain)
        .styled(Rect(x: 1, y: 0, width: 8, height: 1), caption))
    }

    @Test func discardShowsTheTopCardAndCount() {
        let top = SetCard(count: .c, shape: .a, shading: .b, color: .a)
        let lines = draw { PileView.drawDiscard(top: top, count: 3, in: frame, painter: painter, on: &$0) }
        var face = Grid(width: 12, height: 5)
        painter.drawFace(top, label: "Discard 3", in: frame, on: &face)
        #expect(lines[0] == "┌Discard 3─┐")
        #expect(lines == face.lines)
    }

    @Test func emptyDiscardIsADottedOutline() {
        var grid = Grid(width: 12, height: 5)
        PileView.drawDiscard(top: SetCard?.none, count: 0, in: frame, painter: painter, on: &grid)
        expectGrid(grid, toShow: GridExpectation([
            "┌Discard 0┄┐",
            "┆          ┆",
            "┆          ┆",
            "┆          ┆",
            "└┄┄┄┄┄┄┄┄┄┄┘",
        ])
        .styled(frame, dotted)
        .styled(frame.inset(by: 1), .plain)
        .styled(Rect(x: 1, y: 0, width: 9, height: 1), caption))
    }
}
