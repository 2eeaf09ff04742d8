import Glibc

/// The Scores tab opened from outside, as a player opens it: the game launched on a
/// pseudo-terminal, left until it is quiet and idle (its records read), then F2 typed; the
/// time from the key to the read after which the screen holds what it holds once the game
/// is quiet again (digits masked: the clock ticks).
enum ScoresTabProbe {
    /// F2 as an xterm sends it.
    static let scoresKey = "\u{1b}OQ"

    /// Seconds from F2 to the whole Scores tab on screen, and whether it shows a list (its
    /// "1–N of M" line); nil when the program could not be launched or went quiet for good.
    static func measure(_ arguments: [String], environment: [String: String], width: Int, height: Int) -> (seconds: Double, listed: Bool)? {
        guard let program = ProgramOnPseudoTerminal(arguments, environment: environment, width: width, height: height) else { return nil }
        defer { program.stop() }
        var screen = ScreenText(width: width, height: height)
        // Launch to idle: a board drawn and no CPU used (the records are read). Output is not
        // waited out: the clock writes every second.
        while ProgramOnPseudoTerminal.now() - program.launched < 60 {
            switch program.readOutput(timeout: 0.1) {
            case .read: screen.feed(Array(program.lastRead))
            case .quiet: if screen.filledCells > 0, idle(program) { return open(program, screen: &screen) }
            case .closed: return nil
            }
        }
        return nil
    }

    /// Types F2 and reads until quiet; the time to the read that completed the last screen.
    private static func open(_ program: ProgramOnPseudoTerminal, screen: inout ScreenText) -> (seconds: Double, listed: Bool)? {
        let typed = ProgramOnPseudoTerminal.now()
        program.type(scoresKey)
        var reads: [(time: Double, screen: [Character])] = []
        while case .read(let time) = program.readOutput(timeout: reads.isEmpty ? 5 : 0.3) {
            screen.feed(Array(program.lastRead))
            reads.append((time, screen.digitsMasked))
        }
        guard let settled = reads.last?.screen, let whole = reads.first(where: { $0.screen == settled }) else { return nil }
        return (whole.time - typed, String(settled).contains(" of "))
    }

    /// Whether the program used less than half a millisecond of CPU in the last 50 ms.
    private static func idle(_ program: ProgramOnPseudoTerminal) -> Bool {
        guard let before = program.cpuSeconds() else { return false }
        usleep(50_000)
        guard let after = program.cpuSeconds() else { return false }
        return after - before < 0.0005
    }
}
