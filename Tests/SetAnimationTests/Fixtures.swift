import SetCore
import SetRender
import SetTestSupport

@testable import SetAnimation

/// A screen with a board on the right and the piles on the left, for animator tests.
struct Scene {
    static let screen = Rect(x: 0, y: 0, width: 80, height: 24)
    static let deckPile = Rect(x: 0, y: 0, width: 10, height: 5)
    static let discardPile = Rect(x: 0, y: 19, width: 10, height: 5)
    static let board = Rect(x: 12, y: 0, width: 68, height: 24)

    /// The resting frames of `count` cards on the board.
    static func frames(_ count: Int) -> [Rect] {
        BoardLayout(cardCount: count, in: board)!.frames
    }

    /// Every card drawn at `time` with a monochrome painter: face up with label `A`, `B`, …
    /// by slot (no label when departing), face down as a card back.
    static func render(_ animator: Animator, table: [CardID], at time: Double) -> Grid {
        var grid = Grid(width: screen.width, height: screen.height)
        let painter = CardPainter(colorMode: .monochrome)
        for sprite in animator.sprites(at: time) {
            let label = sprite.isDeparting ? nil : table.firstIndex(of: sprite.card).map(Scene.label)
            if sprite.faceUp {
                painter.drawFace(SetCard(index: sprite.card.rawValue), label: label, in: sprite.rect, on: &grid)
            } else {
                painter.drawBack(in: sprite.rect, on: &grid)
            }
        }
        return grid
    }

    /// The key label of `slot`: `A`, `B`, ….
    static func label(_ slot: Int) -> String {
        String(UnicodeScalar(UInt8(65 + slot)))
    }

    /// The glyphs of `grid` from (`x`, `y`) rightwards, `count` of them.
    static func text(_ grid: Grid, x: Int, y: Int, count: Int) -> String {
        String((x..<(x + count)).map { grid[$0, y].glyph })
    }
}

extension Animator {
    /// An animator that has dealt `table` from the deck pile at time 0 and finished.
    static func dealt(_ table: [CardID], speed: Double = 1) -> Animator {
        var animator = Animator(speed: speed)
        var generator = SplitMix64(seed: 1)
        animator.deal(
            table: table, frames: Scene.frames(table.count), screen: Scene.screen, deckPile: Scene.deckPile,
            now: 0, using: &generator
        )
        return animator
    }

    /// `settle` in ``Scene`` with both piles and seed 2.
    mutating func settle(_ table: [CardID], frames: [Rect]? = nil, piles: Bool = true, now: Double) {
        var generator = SplitMix64(seed: 2)
        settle(
            table: table, frames: frames ?? Scene.frames(table.count), screen: Scene.screen,
            deckPile: piles ? Scene.deckPile : nil, discardPile: piles ? Scene.discardPile : nil,
            now: now, using: &generator
        )
    }
}
