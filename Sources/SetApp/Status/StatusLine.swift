import SetCore
import SetRender
import SetTable

/// Everything the status line (D6) shows, and nothing else: it is drawn from these values
/// alone, so two equal values draw the same row and the row can be kept and copied
/// (``Grid/drawRemembered(row:for:in:_:)``) while none of them changes.
struct StatusLine: Equatable, Sendable {
    /// The screen row it goes on.
    var row: Int
    /// Columns it leaves free at the row's right end: a folded tab bar's (``TabBar``), a blank
    /// column before it and the row's last; none when the tab bar has its own row.
    var reserved = 0
    /// What a match is called (`set`, `pair`).
    var matchName: String
    /// The deck's count as its pile shows it; nil when the mode does not show the deck.
    var deck: Int?
    /// The discard's count, when neither the piles nor their counter line fit.
    var discard: Int?
    /// Matches found and the score, in solo play (a duel shows the players' points in
    /// the referee's status instead).
    var matches: Int?
    var score: Int?
    /// The game clock's whole seconds.
    var seconds: Int
    /// The mode's badge, full and short (nil: unmarked).
    var badge: String?
    var shortBadge: String?
    /// The referee's own pieces, full and compact.
    var refereeStatus: [StatusSegment]
    var compactRefereeStatus: [StatusSegment]
    /// The last thing worth telling.
    var note: StatusNote?
    /// What a replay says of itself, leading the line, when the board plays one back.
    var replay: ReplayStatus?
    var ascii: Bool
    var colorMode: ColorMode

    /// Draws the line: a row remembered in `cache` (``Grid/drawRemembered(row:for:in:_:)``)
    /// keyed by these values, so a frame that changes none of them copies the row kept.
    func draw(on grid: inout Grid, cache: RenderCache) {
        grid.drawRemembered(row: row, for: self, in: cache) { grid in drawAfresh(on: &grid) }
    }

    /// `Deck 66  Sets 3  Score 42  01:23  │ Set! +25`: the clock needs no label; the deck
    /// counts as its pile does, and where neither the piles nor their counter line fit the
    /// discard is counted too (`Deck 60  Discard 9  Sets 3 …`). On a narrow
    /// screen it degrades on purpose, never cutting a word: single spaces, then the note's
    /// short wording, then abbreviated labels (`Dk 66 Sets 3 Pts 42`, then `D66 S3 P42`),
    /// then no note. A replay's piece leads the line (`Replay · 2× · move 7/31`, short
    /// `Replay 2× 7/31` with the abbreviated labels) and is never left out.
    func drawAfresh(on grid: inout Grid) {
        let room = grid.width - 1 - reserved
        let notes = note.map { [$0.text, $0.shortText] } ?? []
        let candidates: [(fields: Int, note: String?)] = [
            (0, notes.first), (1, notes.first), (0, notes.last), (1, notes.last),
            (2, notes.first), (2, notes.last), (3, notes.first), (3, notes.last), (3, nil),
        ]
        let line = candidates.lazy.map { self.segments(level: $0.fields, note: $0.note) }
            .first { $0.reduce(0) { $0 + $1.text.count } <= room } ?? segments(level: 3, note: nil)
        var x = 1
        for segment in line {
            grid.put(segment.text, x: x, y: row, style: segment.style)
            x += segment.text.count
        }
    }

    /// The line as styled pieces: fields at `level` (0 full, 1 single-spaced,
    /// 2 abbreviated `Dk 66`, 3 initials `D66`), the mode's badge, and `note` after a bar.
    private func segments(level: Int, note noteText: String?) -> [(text: String, style: CellStyle)] {
        let matchesLabel = matchName.prefix(1).uppercased() + String(matchName.dropFirst()) + "s "
        let (deckLabel, discardLabel, scoreLabel) = switch level {
        case 0, 1: ("Deck ", "Discard ", "Score ")
        case 2: ("Dk ", "Disc ", "Pts ")
        default: ("D", "Dc", "P")
        }
        var fields: [(label: String, value: Int)] = []
        if let deck { fields.append((deckLabel, deck)) }
        if let discard { fields.append((discardLabel, discard)) }
        if let matches { fields.append((level >= 3 ? String(matchesLabel.prefix(1)) : matchesLabel, matches)) }
        if let score { fields.append((scoreLabel, score)) }
        let gap = level == 0 ? "  " : " "
        var pieces: [(text: String, style: CellStyle)] = []
        pieces.reserveCapacity(2 * fields.count + 8)
        if let replay {
            pieces.append(((level >= 2 ? replay.shortText : replay.text).forTerminal(ascii: ascii), CellStyle(bold: true, reverse: true)))
            pieces.append((gap, CellStyle()))
        }
        for (label, value) in fields {
            pieces.append((label, CellStyle(dim: true)))
            pieces.append((value.decimalText + gap, CellStyle(bold: true)))
        }
        pieces.append((StatusText.clock(wholeSeconds: seconds) + gap, CellStyle(bold: true)))
        if let badge = level >= 2 ? shortBadge : badge {
            pieces.append((badge, CellStyle(foreground: .magenta, reverse: true)))
            pieces.append((gap, CellStyle()))
        }
        for segment in level >= 2 ? compactRefereeStatus : refereeStatus {
            pieces.append((segment.text.forTerminal(ascii: ascii), segment.style))
        }
        if let noteText, let tone = note?.tone {
            pieces.append((ascii ? "| " : "│ ", CellStyle(dim: true)))
            pieces.append((noteText.forTerminal(ascii: ascii), tone.style(colorMode)))
        }
        return pieces
    }
}

extension StatusLine {
    /// What the status line of `board` shows in the player's `settings`.
    init<Content: GameContent>(board: GameBoard<Content>, settings: AppSettings) {
        let game = board.game
        row = board.geometry.statusRow
        reserved = board.geometry.foldsTabBar ? TabBar.foldedWidth(width: board.geometry.screen.width) + 2 : 0
        matchName = Content.matchName
        deck = board.referee.showsDeck ? board.deckCountShown : nil
        discard = board.referee.showsDeck && board.statusCountsDiscard ? game.discard.count : nil
        let versus = board.mode.level != nil  // against the computer: `You 3` tells the sets
        matches = board.referee.showsSoloScore && !versus ? game.statistics.matchesFound : nil
        score = board.referee.showsSoloScore ? game.score : nil
        seconds = StatusText.wholeSeconds(board.elapsedSeconds)
        badge = ModeBadge.text(board.mode, short: false)
        shortBadge = ModeBadge.text(board.mode, short: true)
        refereeStatus = board.referee.status(of: game, compact: false)
        compactRefereeStatus = board.referee.status(of: game, compact: true)
        note = board.note
        replay = nil
        ascii = settings.ascii
        colorMode = settings.colorMode
    }
}
