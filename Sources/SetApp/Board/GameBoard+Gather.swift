import SetRender
import SetTable

/// Gather and scatter (G2): the terminal's stand-in for the pinch, pan and tap of the
/// course. `G` gathers every card on the table into one pile at the centre; arrows or a
/// mouse drag move the pile; `G` again or a click on the pile scatters the cards back to
/// their slots. All of it glides; choosing is off and the clock stands still meanwhile.
extension GameBoard {
    /// Whether the cards are gathered into a pile.
    public var isGathered: Bool {
        pile != nil
    }

    /// Gathers the table into a pile at the centre of the card area, or scatters it back.
    mutating func toggleGather() {
        if isGathered {
            pile = nil
            pressedOnPile = nil
            note = StatusNote("Scattered")
        } else {
            guard let layout = geometry.layout, !game.table.isEmpty else { return }
            let area = cardArea
            pile = Rect(
                x: area.x + (area.width - layout.cardWidth) / 2, y: area.y + (area.height - layout.cardHeight) / 2,
                width: layout.cardWidth, height: layout.cardHeight
            )
            note = StatusNote("Gathered: arrows or a drag move it, G or a click scatters", short: "Gathered: G scatters")
        }
        settleAnimation()
    }

    /// Moves the pile by `columns` and `rows`, keeping it on the card area.
    mutating func movePile(columns: Int, rows: Int) {
        guard let pile else { return }
        place(pileAt: pile.x + columns, pile.y + rows)
    }

    /// A mouse press while gathered: on the pile it starts a drag (or a click).
    mutating func pressWhileGathered(x: Int, y: Int) {
        guard let pile else { return }
        pressedOnPile = pile.contains(x: x, y: y) ? (x, y, false) : nil
    }

    /// The mouse moved with the pile held: the pile moves by as much, so it follows the mouse.
    mutating func dragWhileGathered(x: Int, y: Int) {
        guard let pile, let held = pressedOnPile, (x, y) != (held.x, held.y) else { return }
        pressedOnPile = (x, y, true)
        place(pileAt: pile.x + x - held.x, pile.y + y - held.y)
    }

    /// A mouse release while gathered: where it was pressed and never dragged, a click that
    /// scatters; elsewhere, the end of a drag that moves the pile by what is left (all of it
    /// when the terminal reported no motion).
    mutating func releaseWhileGathered(x: Int, y: Int) {
        guard let pile, let held = pressedOnPile else { return }
        pressedOnPile = nil
        if (x, y) == (held.x, held.y) {
            if !held.dragged { toggleGather() }
        } else {
            place(pileAt: pile.x + x - held.x, pile.y + y - held.y)
        }
    }

    /// Where each table card rests: its slot, or the pile while gathered.
    var targetFrames: [Rect] {
        guard let pile else { return restingFrames }
        return game.table.map { _ in pile }
    }

    /// How many card edges show below and beside the top of the pile, one column and row
    /// apart, so that it reads as a pile.
    static var pileEdges: Int { 2 }

    /// Puts the pile's top-left corner at (`x`, `y`), clamped to the card area with room for
    /// its edges, and glides the cards there.
    private mutating func place(pileAt x: Int, _ y: Int) {
        guard let pile else { return }
        let area = cardArea
        let edges = Self.pileEdges
        self.pile = Rect(
            x: max(area.x, min(x, area.maxX - pile.width - edges)), y: max(area.y, min(y, area.maxY - pile.height - edges)),
            width: pile.width, height: pile.height
        )
        settleAnimation()
    }

    /// The rows between the status line and the help bar, where cards may lie.
    private var cardArea: Rect {
        Rect(x: 0, y: geometry.statusRow + 1, width: geometry.screen.width, height: max(0, geometry.helpRow - geometry.statusRow - 1))
    }
}
