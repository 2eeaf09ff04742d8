import SetRender

/// Frames drawn from the last one when a tick moved only the clock (the status line is
/// drawn again, not the cards) or only the cards (drawn again over what was kept under them).
extension AppModel {
    /// The screen at the model's current time. `last`, when given, is the frame drawn for
    /// this model before a message whose ``AppUpdate/redraw`` it holds: after a tick that
    /// moved only the clock the frame is `last` with the status line drawn again; after one
    /// that moved only cards, the cards drawn over what `cache` kept under them. Either is
    /// drawn in `last`'s storage (in place, when the caller hands over its only copy).
    /// Otherwise, or when the screen's size changed, the frame is drawn whole
    /// (``render(cache:)``). `cache` is the drawing session's.
    public func render(after last: consuming LastFrame?, cache: RenderCache) -> Grid {
        guard var last = last.take(), last.grid.width == geometry.screen.width, last.grid.height == geometry.screen.height else {
            return render(cache: cache)
        }
        switch last.redraw {
        case .whole:
            return render(cache: cache)
        case .statusLine:  // drawn on `last` itself: a copy of its grid would copy every cell
            last.grid.fill(Rect(x: 0, y: geometry.statusRow, width: last.grid.width, height: 1), with: .blank)
            (shownBoard ?? boards[0]).drawStatus(on: &last.grid, model: self, cache: cache)
            return last.grid
        case .movingCards:  // drawn in `last`'s storage, every cell replaced
            guard let board = shownBoard, board.drawMovingCards(on: &last.grid, model: self, cache: cache) else { return render(cache: cache) }
            return last.grid
        }
    }

    /// Whether a game tab shows its board with nothing moving and nothing over it, so
    /// that time alone changes only its clock.
    var showsStillBoard: Bool {
        guard let board = shownBoard else { return false }
        return board.isStill && canSee(tab)
    }
}

extension GameBoard {
    /// Whether nothing on the board changes with time but the clock: no animation frame
    /// to come, not gathered, no game-over box.
    var isStill: Bool {
        animator.nextFrame(after: now) == nil && !isGathered && !showsGameOver
    }

    /// Whether time changes nothing on the board but its cards and its status line: the
    /// cards are not gathered (the pile's count is drawn over them) and the game is on (its
    /// end box and commands follow the game).
    var onlyCardsMoveWithTime: Bool {
        !isGathered && !game.isOver
    }
}
