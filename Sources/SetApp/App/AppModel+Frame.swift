import SetRender

/// Frames drawn from the last one when only the clock moved (a tick redraws the status
/// line, not the cards).
extension AppModel {
    /// The screen at the model's current time. `previous`, when given, is the frame drawn
    /// for this model before messages that each only moved the game clock (a tick whose
    /// ``AppUpdate/onlyClockMoved`` says so): the frame is then `previous` with the status
    /// line drawn again (in place, when the caller hands over its only copy). Without it the
    /// frame is drawn whole (``render(cache:)``). `cache` is the drawing session's.
    public func render(updating previous: consuming Grid?, cache: RenderCache) -> Grid {
        guard var grid = previous.take(), grid.width == geometry.screen.width, grid.height == geometry.screen.height else {
            return render(cache: cache)
        }
        grid.fill(Rect(x: 0, y: geometry.statusRow, width: grid.width, height: 1), with: .blank)
        (shownBoard ?? boards[0]).drawStatus(on: &grid, model: self, cache: cache)
        return grid
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
}
