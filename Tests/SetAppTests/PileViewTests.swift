import SetCore
import SetRender
import SetTestSupport
import Testing

@testable import SetApp

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct PileViewTests {
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

    @Test func aDiscardTooNarrowForItsNameShortensIt() {
        #expect(PileView.caption("Discard", count: 12, width: 12) == "Discard 12")
        #expect(PileView.caption("Discard", count: 12, width: 10) == "Disc 12")
        #expect(PileView.caption("Discard", count: 0, width: 10) == "Disc 0")
        #expect(PileView.caption("Deck", count: 69, width: 10) == "Deck 69")
        #expect(PileView.caption("Discard", count: 12, width: 6) == "12")
    }

    /// Monochrome draws an empty place's corners dim; its caption is bold.
    let dotted = CellStyle(dim: true)
    let caption = CellStyle(bold: true)

    @Test func emptyDeckShowsItsCorners() {
        var grid = Grid(width: 12, height: 5)
        PileView.drawDeck(count: 0, in: frame, painter: painter, on: &grid)
        expectGrid(grid, toShow: GridExpectation([
            "┌ Deck 0   ┐",
            "            ",
            "            ",
            "            ",
            "└          ┘",
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

    /// Unlike a hinted card (dotted cyan border), in every color mode.
    @Test func emptyDiscardShowsItsCornersUnlikeAHintedCard() {
        var grid = Grid(width: 12, height: 5)
        PileView.drawDiscard(top: SetCard?.none, count: 0, in: frame, painter: painter, on: &grid)
        for mode in ColorMode.allCases {
            var pile = Grid(width: 12, height: 5), hinted = Grid(width: 12, height: 5)
            PileView.drawDiscard(top: SetCard?.none, count: 0, in: frame, painter: CardPainter(colorMode: mode), on: &pile)
            CardPainter(colorMode: mode).drawBack(label: "Discard 0", highlight: .hinted, in: frame, on: &hinted)
            #expect(pile[0, 2] != hinted[0, 2] && pile[5, 4] != hinted[5, 4], "\(mode)")
        }
        expectGrid(grid, toShow: GridExpectation([
            "┌Discard 0 ┐",
            "            ",
            "            ",
            "            ",
            "└          ┘",
        ])
        .styled(frame, dotted)
        .styled(frame.inset(by: 1), .plain)
        .styled(Rect(x: 1, y: 0, width: 9, height: 1), caption))
    }
}
