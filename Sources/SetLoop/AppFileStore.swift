import SetApp

/// The files behind the app as the run loop uses them (``AppFiles``, or a test's own).
public protocol AppFileStore {
    /// What the model should learn before the first frame: the saved games to offer, the
    /// first-run welcome.
    func openingMessages() -> [AppMessage]

    /// What the model should learn at launch: problems with the files.
    /// The loop asks once, at the first pause after the first frame is on screen.
    func launchMessages() -> [AppMessage]

    /// Does `effect`; returns what the model should hear about it, in order.
    func perform(_ effect: AppEffect) -> [AppMessage]

    /// Why the game in progress could not be saved on quitting, if it could not: the
    /// program says so on the restored terminal and exits 1.
    var saveFailure: String? { get }
}
