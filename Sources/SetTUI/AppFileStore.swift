import SetApp

/// The files behind the app as the run loop uses them (``AppFiles``, or a test's own).
protocol AppFileStore {
    /// What the model should learn at launch: the score list, a game to resume, problems.
    func launchMessages() -> [AppMessage]

    /// Does `effect`; returns what the model should hear about it.
    func perform(_ effect: AppEffect) -> AppMessage?
}
