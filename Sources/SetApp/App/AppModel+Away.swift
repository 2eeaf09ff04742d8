import SetFrame

/// A game against the computer pauses when the player is away (issue 41): no key or click
/// for ``awayAfter`` seconds, or the terminal reports that its window lost the focus. The
/// computer's moves and the clock stop where the player left; any key goes on. Time comes
/// in with each message: the deadline is a time like any other, never a clock read here.
extension AppModel {
    /// Seconds without a key or a click after which the player counts as away.
    public static let awayAfter = 60.0

    /// Whether the game shown has a rival playing on the game clock and that clock runs:
    /// the game a player away would lose.
    var rivalPlaysOnShownBoard: Bool {
        guard tab.registration != nil, read(RivalPlaying(), on: tab) else { return false }
        return canSee(tab)
    }

    /// When the player counts as away, while a rival plays on the board shown.
    var awayDeadline: Double? {
        rivalPlaysOnShownBoard ? lastActivityAt + Self.awayAfter : nil
    }

    /// Takes in what `message`, at `time`, says of the player's presence, before time moves
    /// the boards on: past the away deadline, the boards go on to it and no further, and the
    /// game pauses there; a key or a click is activity. (A lost focus pauses the game once
    /// the boards are at `time`: ``pauseAway()``.)
    mutating func notePresence(_ message: AppMessage, at time: Double) {
        if let deadline = awayDeadline, time >= deadline {
            _ = changeEachBoard(Advance(now: max(now, deadline), pruning: false))
            now = max(now, deadline)
            pauseAway()
        }
        guard case .input(let event) = message else { return }
        switch event {
        case .character, .key, .mouse: lastActivityAt = max(lastActivityAt, time)
        case .focus, .resize: break
        }
    }

    /// Pauses the game shown because the player is away, its clock stopped now, if a rival
    /// plays on it.
    mutating func pauseAway() {
        guard rivalPlaysOnShownBoard else { return }
        isPaused = true
        pausedAway = true
        syncClock()
    }
}
