import SetCore
import SetRender

/// The status line (D6) at the top and the help bar at the bottom.
struct StatusBar<Content: GameContent> {
    let board: GameBoard<Content>
    let model: AppModel

    func draw(on grid: inout Grid) {
        drawStatus(on: &grid)
        drawHelp(on: &grid)
    }

    /// `Deck 66  Sets 3  Score 42  01:23  │ Set! +25`: the clock needs no label; the deck
    /// counts as its pile does, and where neither the piles nor their counter line fit the
    /// discard is counted too (`Deck 60  Discard 9  Sets 3 …`). On a narrow
    /// screen it degrades on purpose, never cutting a word: single spaces, then the note's
    /// short wording, then abbreviated labels (`Dk 66 Sets 3 Pts 42`, then `D66 S3 P42`),
    /// then no note.
    func drawStatus(on grid: inout Grid) {
        let room = grid.width - 1
        let notes = board.note.map { [$0.text, $0.shortText] } ?? []
        let candidates: [(fields: Int, note: String?)] = [
            (0, notes.first), (1, notes.first), (0, notes.last), (1, notes.last),
            (2, notes.first), (2, notes.last), (3, notes.first), (3, notes.last), (3, nil),
        ]
        let line = candidates.lazy.map { self.segments(level: $0.fields, note: $0.note) }
            .first { $0.reduce(0) { $0 + $1.text.count } <= room } ?? segments(level: 3, note: nil)
        var x = 1
        for segment in line {
            grid.put(segment.text, x: x, y: model.geometry.statusRow, style: segment.style)
            x += segment.text.count
        }
    }

    /// The status line as styled pieces: fields at `level` (0 full, 1 single-spaced,
    /// 2 abbreviated `Dk 66`, 3 initials `D66`), the TEST badge, and `note` after a bar.
    private func segments(level: Int, note: String?) -> [(text: String, style: CellStyle)] {
        let game = board.game
        let matches = Content.matchName.prefix(1).uppercased() + Content.matchName.dropFirst() + "s "
        var labels: [String]
        switch level {
        case 0, 1: labels = ["Deck ", matches, "Score "]
        case 2: labels = ["Dk ", matches, "Pts "]
        default: labels = ["D", String(matches.prefix(1)), "P"]
        }
        var values = ["\(board.deckCountShown)", "\(game.statistics.matchesFound)", "\(game.score)"]
        if !board.referee.showsDeck {
            labels.removeFirst()
            values.removeFirst()
        } else if board.statusCountsDiscard {  // no room for the piles at all: the line counts the discard too
            labels.insert(["Discard ", "Discard ", "Disc ", "Dc"][level], at: 1)
            values.insert("\(game.discard.count)", at: 1)
        }
        if !board.referee.showsSoloScore {  // a duel: the players' points come after the clock
            labels.removeLast(2)
            values.removeLast(2)
        }
        let gap = level == 0 ? "  " : " "
        var pieces: [(text: String, style: CellStyle)] = []
        pieces.reserveCapacity(2 * labels.count + 6)
        for (label, value) in zip(labels, values) {
            pieces.append((label, CellStyle(dim: true)))
            pieces.append((value + gap, CellStyle(bold: true)))
        }
        pieces.append((StatusText.clock(board.elapsedSeconds) + gap, CellStyle(bold: true)))
        if let badge = ModeBadge.text(board.mode, content: Content.self, short: level >= 2) {
            pieces.append((badge, CellStyle(foreground: .magenta, reverse: true)))
            pieces.append((gap, CellStyle()))
        }
        for segment in board.referee.status(of: game, compact: level >= 2) {
            pieces.append((segment.text.forTerminal(ascii: model.settings.ascii), segment.style))
        }
        if let note, let tone = board.note?.tone {
            pieces.append((model.settings.ascii ? "| " : "│ ", CellStyle(dim: true)))
            pieces.append((note.forTerminal(ascii: model.settings.ascii), StatusText.style(tone, mode: model.settings.colorMode)))
        }
        return pieces
    }

    /// `Space deal 3  h hint  Esc clear  n new  ? help  Q quit  ←↑↓→ move  Enter choose`, as much as fits,
    /// or the mode's own commands.
    private func drawHelp(on grid: inout Grid) {
        let ascii = model.settings.ascii
        AppView.drawCommands(board.referee.commands ?? StatusText.boardCommands[ascii ? 1 : 0], ascii: ascii, on: &grid)
    }
}

/// Texts and looks the status line shares with other views.
enum StatusText {
    /// The board's commands, in Unicode then in ASCII (the arrows spelled out), made once.
    static let boardCommands: [[(key: String, action: String)]] = ["←↑↓→", "arrows"].map { arrows in
        [("Space", "deal 3"), ("h", "hint"), ("Esc", "clear"), ("n", "new"), ("?", "help"), ("Q", "quit"), (arrows, "move"), ("Enter", "choose")]
    }

    /// `mm:ss`, or `h:mm:ss` past an hour; clamped to 0…99:59:59, so any value read from a
    /// file gives text rather than a trap.
    static func clock(_ seconds: Double) -> String {
        let total = seconds.isFinite ? Int(min(max(0, seconds), 359_999)) : 0
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(two(minutes)):\(two(secs))"
    }

    static func style(_ tone: StatusNote.Tone, mode: ColorMode) -> CellStyle {
        switch (tone, mode) {
        case (.info, _): CellStyle()
        case (.good, .monochrome): CellStyle(bold: true)
        case (.bad, .monochrome): CellStyle(bold: true, underline: true)
        case (.good, _): CellStyle(foreground: .green, bold: true)
        case (.bad, _): CellStyle(foreground: .red, bold: true)
        }
    }
}

/// The mode's name in the status line, in reverse video: `TEST`, `JUNIOR`,
/// `DAILY 2026-11-22`… (`JR`, `DAILY` when short). Standard play, the default, is unmarked
/// (as the clock needs no label); the Cards tab names only test mode: its tab names the game.
enum ModeBadge {
    static func text(_ mode: PlayMode, content: any CardContent.Type, short: Bool) -> String? {
        guard mode != .standard, content == SetCard.self || mode == .test else { return nil }
        guard short else { return mode.title.uppercased() }
        switch mode {
        case .standard: return nil
        case .test: return "TEST"
        case .junior: return "JR"
        case .daily: return "DAILY"
        case .computer: return "CPU"
        case .duel: return "DUEL"
        }
    }
}
