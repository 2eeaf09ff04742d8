import SetFrame

extension InputEvent {
    /// Ctrl-C. A remote terminal sends it as a byte: no terminal on the server's side turns
    /// it into a signal.
    static let interrupt = InputEvent.character("\u{03}")
}
