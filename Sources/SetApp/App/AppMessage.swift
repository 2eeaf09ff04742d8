import SetCore
import SetFrame
import SetRender
import SetStore

/// Everything that can change the app: what the player or terminal did, the passing of
/// time, and what the run loop reports back. Each message is delivered with the time it
/// happened (``AppModel/update(_:at:)``).
public enum AppMessage: Sendable {
    /// A key, a mouse event or a resize.
    case input(InputEvent)
    /// Time passed: a frame deadline or the clock's next second arrived.
    case tick
    /// The records changed (or were read at launch): what the app keeps of them now; `rank`
    /// is where the game just recorded landed, and `notice` tells of a problem with the file
    /// (kept aside, unreadable…). The lists and figures asked for before are out of date.
    case scoresChanged(RecordsOverview, rank: Int?, notice: String?)
    /// The answer to ``AppEffect/listScores(_:)``: a mode's best games, ranked.
    case scoresListed(RankedScores)
    /// The answer to ``AppEffect/findStatistics(_:historyLength:)``: a mode's figures.
    case statisticsFound(GameMode, Statistics)
    /// The score of the game just finished could not be written, for this reason; it is
    /// kept in memory and written with the next one.
    case scoreNotSaved(reason: String)
    /// Something the player should know (e.g. a save that could not be read).
    case notice(String)
    /// The saved games the shell found at launch: each goes to the board of its game, whose
    /// tab then shows only the offer, and whose clock stands still, until it is answered.
    /// Sent before the first frame, so a game offered is never seen running.
    case savesFound([ResumeOffer])
    /// The player has not seen the welcome (the first launch with this data directory):
    /// show it until a key.
    case welcome
    /// The terminal is gone (no more input): quit as `Q` does, saving a game in progress.
    case quit
    /// A signal asks the game to end: quit as `Q` does, saving a game in progress.
    case signal(StopSignal)
    /// Ctrl-Z: the terminal goes back to the shell and the game clock stands still…
    case suspended
    /// …until `fg` brings the game back.
    case resumed
    /// The screen just drawn, as input needs it (``AppModel/screenLayout()``): the driver
    /// sends it after each frame. It changes nothing a player sees.
    case laidOut(ScreenLayout)
}
