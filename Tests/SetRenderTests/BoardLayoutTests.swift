import SetTestSupport
import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct BoardLayoutTests {
    static let areas = [Rect(x: 0, y: 1, width: 80, height: 22), Rect(x: 0, y: 1, width: 120, height: 38),
                        Rect(x: 0, y: 1, width: 200, height: 58)]

    @Test(arguments: areas)
    func everyCountFromThreeToTwentySevenLaysOutCleanly(area: Rect) {
        for count in 3...27 {
            guard let layout = BoardLayout(cardCount: count, in: area) else {
                #expect(count > 21 && area.width == 80, "\(count) cards in \(area)")
                continue
            }
            #expect(layout.frames.count == count)
            // As tall as the shape allows, then up to four columns wider, two at a time, as
            // far as the area's width allows; an odd column more only for three-cell symbols.
            let extra = layout.cardWidth - layout.cardHeight * BoardLayout.aspectRatio
            let wider = layout.columns * (layout.cardWidth + 2) + (layout.columns - 1) * layout.columnGap
            let symbols = SymbolPlacement.pictureColumns(interiorWidth: layout.cardWidth - 2)
            #expect((0...4).contains(extra), "\(count) cards \(layout.cardWidth)×\(layout.cardHeight) in \(area)")
            #expect(extra % 2 == 1 ? symbols == 3 : extra == 4 || wider > area.width, "\(count) cards \(layout.cardWidth)×\(layout.cardHeight) in \(area)")
            #expect(layout.cardHeight >= BoardLayout.minimumCardHeight)
            #expect(BoardLayout.isLabelable(rows: layout.rows, columns: layout.columns))
            #expect(layout.rows == (count + layout.columns - 1) / layout.columns)
            for (slot, frame) in layout.frames.enumerated() {
                #expect(frame.intersection(area) == frame, "slot \(slot) outside \(area)")
                #expect(frame.width == layout.cardWidth && frame.height == layout.cardHeight)
                let (row, column) = layout.position(of: slot)
                #expect(layout.slot(row: row, column: column) == slot)
                for other in layout.frames[(slot + 1)...] { #expect(!frame.intersects(other)) }
            }
        }
    }

    @Test func twentyOneCardsFitAnEightyByTwentyFourTerminal() throws {
        let layout = try #require(BoardLayout(cardCount: 21, in: Rect(x: 0, y: 1, width: 80, height: 22)))
        #expect((layout.columns, layout.rows) == (7, 3))
        #expect((layout.cardWidth, layout.cardHeight) == (10, 5))
    }

    @Test func twelveCardsOnABigTerminalGetDrawnArt() throws {
        let layout = try #require(BoardLayout(cardCount: 12, in: Rect(x: 0, y: 1, width: 200, height: 58)))
        #expect((layout.columns, layout.rows) == (4, 3))
        let interior = layout.frames[0].inset(by: 1)
        for theme in Theme.all {
            let expected: SymbolPlacement.Scale = .pictured
            #expect(SymbolPlacement(count: 3, theme: theme, interior: interior)?.scale == expected, "\(theme.name)")
        }
    }

    @Test func slotsFillRowMajor() throws {
        let layout = try #require(BoardLayout(cardCount: 7, in: Rect(x: 0, y: 0, width: 80, height: 22)))
        #expect((layout.columns, layout.rows) == (4, 2))
        #expect(layout.frames[1].y == layout.frames[0].y && layout.frames[1].x > layout.frames[0].x)
        #expect(layout.frames[4].x == layout.frames[0].x && layout.frames[4].y > layout.frames[0].y)
        #expect(layout.slot(row: 1, column: 3) == nil)
    }

    @Test func tooSmallAreasGiveNilAndAnAreaFitsExactlyWhenItCoversAMinimumSize() throws {
        #expect(BoardLayout(cardCount: 12, in: Rect(x: 0, y: 0, width: 30, height: 10)) == nil)
        for count in [3, 12, 21, 27] {
            let sizes = BoardLayout.minimumSizes(cardCount: count)
            for width in 8...90 {
                for height in 4...60 {
                    let fits = BoardLayout(cardCount: count, in: Rect(x: 0, y: 0, width: width, height: height)) != nil
                    #expect(fits == sizes.contains { width >= $0.width && height >= $0.height }, "\(count) cards in \(width)×\(height)")
                }
            }
        }
        #expect(BoardLayout.minimumSizes(cardCount: 21).contains { $0 == (76, 17) })
    }

    @Test func moreCardsThanLabelsStillLayOut() throws {
        let layout = try #require(BoardLayout(cardCount: 30, in: Rect(x: 0, y: 0, width: 200, height: 58)))
        #expect(layout.frames.count == 30)
    }
}

/// Rows of cards border to border (issue 41): only where a blank row between them leaves the
/// cards under ``CardShape/tallSymbolsHeight``, 5 rows tall with three-row symbols.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct RowGapTests {
    @Test("12 cards in 18 rows stand border to border, 13×6; in 20 rows a row apart; in 17 still 13×5")
    func twelveCards() throws {
        let touching = try #require(BoardLayout(cardCount: 12, in: Rect(x: 0, y: 1, width: 60, height: 18)))
        #expect((touching.cardWidth, touching.cardHeight, touching.rowGap) == (13, 6, 0))
        #expect(touching.frames.map(\.y) == [1, 1, 1, 1, 7, 7, 7, 7, 13, 13, 13, 13])
        #expect(touching.frames[4].y == touching.frames[0].maxY, "the second row starts where the first ends")
        let apart = try #require(BoardLayout(cardCount: 12, in: Rect(x: 0, y: 1, width: 60, height: 20)))
        #expect((apart.cardWidth, apart.cardHeight, apart.rowGap) == (13, 6, 1))
        #expect(apart.frames[4].y == apart.frames[0].maxY + 1)
        let short = try #require(BoardLayout(cardCount: 12, in: Rect(x: 0, y: 1, width: 60, height: 17)))
        #expect((short.cardWidth, short.cardHeight, short.rowGap) == (13, 5, 1))
    }

    @Test("contents without symbol pictures never stand rows border to border")
    func portrait() throws {
        for height in 10...40 {
            let layout = BoardLayout(cardCount: 12, in: Rect(x: 0, y: 0, width: 60, height: height), shape: .portrait)
            #expect(layout.map { $0.rowGap == BoardLayout.gap } ?? true, "\(height) rows")
        }
    }
}
