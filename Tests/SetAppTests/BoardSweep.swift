import SetApp
import SetRender

/// Every SET board the layout tests look at, worked out once for the whole test run: screens
/// from 60 × 20 to 240 × 70, with 12, 15, 18 and 21 cards. ``ThreeCellSymbolsTests`` checks
/// each of them; ``CardReadabilityTests/sizes`` (and through it ``SymbolFamilyTests``) takes
/// the card sizes of those on screens an even number of columns wide. Each suite used to lay
/// them out itself, the sweep's 37 000 boards and 18 000 more.
enum BoardSweep {
    /// One board: a screen, its card count, the cards' layout (nil when they do not fit) and
    /// whether the tab bar gave them its row.
    struct Board: Sendable {
        let width: Int
        let height: Int
        let count: Int
        let layout: BoardLayout?
        let foldsTabBar: Bool
    }

    static let widths = 60...240
    static let heights = 20...70
    static let counts = [12, 15, 18, 21]

    /// All the boards, screen by screen.
    static let boards: [Board] = widths.flatMap { width in
        heights.flatMap { height in
            counts.map { count in
                let geometry = BoardGeometry(width: width, height: height, cardCount: count)
                return Board(width: width, height: height, count: count, layout: geometry.layout, foldsTabBar: geometry.foldsTabBar)
            }
        }
    }
}
