import SetCore

extension AppModel {
    /// The SET board's mode when it is shown with a game in progress that quitting would
    /// end unsaved (its mode has no saves yet: against the computer, a duel…), else nil.
    var quitEndsUnsaved: PlayMode? {
        guard tab == .board, setBoard.isInProgress, setBoard.resumeOffer == nil, setBoard.saveOnQuit == nil,
            setBoard.mode != .standard, setBoard.mode != .test
        else { return nil }
        return setBoard.mode
    }
}
