import SetCore
import SetRender
import SetTable

/// The status line's pieces for the two-sided modes: both tallies and the computer's face
/// (O1), both players' points, a lockout, the claimant's countdown bar and a dealer's
/// window (O2). Each comes at the status line's degrade levels: 0 full, 1 single-spaced,
/// 2 abbreviated, 3 initials.
enum RivalStatus {
    typealias Piece = (text: String, style: CellStyle)

    /// `You 3  Computer 2 (^_^)`; `You 3 CPU 2 (^_^)` abbreviated; `Y3 C2 (^_^)` as initials.
    static func computer(playerSets: Int, computerSets: Int, mood: ComputerMood, level: Int, colorMode: ColorMode) -> [Piece] {
        let labels = [["You ", "Computer "], ["You ", "Computer "], ["You ", "CPU "], ["Y", "C"]][min(max(level, 0), 3)]
        let gap = level == 0 ? "  " : " "
        return [
            (labels[0], CellStyle(dim: true)), ("\(playerSets)" + gap, CellStyle(bold: true)),
            (labels[1], CellStyle(dim: true)), ("\(computerSets) ", CellStyle(bold: true)),
            (mood.face, mood.style(colorMode)), (gap, CellStyle()),
        ]
    }

    /// `Player 1: 3  Player 2: -1 locked` (`P1:3 P2:-1⊘` abbreviated; the colon keeps a
    /// name's number apart from its points) and what the duel waits for: the claimant's countdown bar
    /// (`P1 ▕██████░░░░▏ 3 s`) or the window a deal gave (`P2's window 2 s`). A locked-out
    /// player is marked `locked` (abbreviated `⊘`). ASCII terminals get the text through
    /// `forTerminal(ascii:)`, which spells the bar `[###--]`.
    static func duel<Content>(_ duel: Duel<Content>, now: Double, level: Int, colorMode: ColorMode) -> [Piece] {
        let level = min(max(level, 0), 3)
        let gap = level == 0 ? "  " : " "
        var pieces: [Piece] = []
        for player in DuelPlayer.allCases {
            pieces.append((name(player, level: level) + (level < 2 ? ": " : ":"), CellStyle(dim: true)))
            pieces.append(("\(duel.points[player.rawValue])", CellStyle(bold: true)))
            if duel.lockedOut == player {
                let mark = level < 2 ? " locked" : "⊘"
                pieces.append((mark, StatusNote.Tone.bad.style(colorMode)))
            }
            pieces.append((gap, CellStyle()))
        }
        switch duel.phase {
        case .open:
            break
        case .claimed(let player, let deadline, _):
            let left = max(0, deadline - now)
            pieces.append((name(player, level: level) + " ", CellStyle(bold: true)))
            pieces.append((countdownBar(fraction: left / duel.rules.claimSeconds, cells: level < 2 ? 10 : 5), barStyle(colorMode)))
            if level < 3 { pieces.append((" " + seconds(left, level: level), CellStyle(bold: true))) }
            pieces.append((gap, CellStyle()))
        case .dealWindow(let player, let until):
            let left = max(0, until - now)
            let text = "\(name(player, level: level)) may try "
            pieces.append((text, CellStyle(dim: true)))
            pieces.append((seconds(left, level: level) + gap, StatusNote.Tone.good.style(colorMode)))
        }
        return pieces
    }

    /// A bar `cells` wide, filled for `fraction` (0…1) of it, rounded up so a claim with any
    /// time left shows at least one cell: `▕██████░░░░▏`.
    static func countdownBar(fraction: Double, cells: Int) -> String {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let filled = Int((clamped * Double(cells)).rounded(.up))
        return "▕" + String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled) + "▏"
    }

    /// The commands a duel's help bar shows: who claims with which key first.
    static let duelCommands: [(key: String, action: String)] = [
        ("1", "Player 1"), ("0", "Player 2"), ("Space", "deal 3"), ("Esc", "clear"), ("n", "new"), ("?", "help"), ("Q", "quit"),
    ]

    /// `Player 1`, `P1` abbreviated.
    static func name(_ player: DuelPlayer, level: Int = 2) -> String {
        level < 2 ? "Player \(player.rawValue + 1)" : "P\(player.rawValue + 1)"
    }

    /// Whole seconds left, rounded up: `3 s`, `3s` abbreviated.
    private static func seconds(_ left: Double, level: Int) -> String {
        let whole = Int(min(left, 3600).rounded(.up))
        return level < 2 ? "\(whole) s" : "\(whole)s"
    }

    private static func barStyle(_ mode: ColorMode) -> CellStyle {
        switch mode {
        case .monochrome: CellStyle(bold: true)
        case .ansi8: CellStyle(foreground: .yellow, bold: true)
        case .ansi256: CellStyle(foreground: .indexed(220), bold: true)
        }
    }
}
