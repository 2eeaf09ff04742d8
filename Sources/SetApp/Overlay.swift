import SetCore
import SetRender

/// A framed box of text centered over the board: the help screen, the game-over note.
struct Overlay {
    let title: String
    let lines: [String]

    /// Draws the box, clipped to the grid, over what is there.
    func draw(on grid: inout Grid, ascii: Bool) {
        let lines = self.lines.map { $0.forTerminal(ascii: ascii) }
        let width = min(grid.width, max(title.count + 4, (lines.map(\.count).max() ?? 0) + 4))
        let height = min(grid.height, lines.count + 2)
        let box = Rect(x: (grid.width - width) / 2, y: (grid.height - height) / 2, width: width, height: height)
        grid.fill(box, with: .blank)
        grid.drawBorder(of: box, with: CardHighlight.normal.border(ascii: ascii))
        grid.put(" \(title) ", x: box.x + 2, y: box.y, style: CellStyle(bold: true))
        for (offset, line) in lines.prefix(max(0, height - 2)).enumerated() {
            grid.put(String(line.prefix(max(0, width - 4))), x: box.x + 2, y: box.y + 1 + offset)
        }
    }

    /// The end of a game (R11, B2): final score, statistics and the rank it reached, with
    /// "New best!" when it ranks first.
    static func gameOver<Content>(_ board: GameBoard<Content>, model: AppModel) -> Overlay {
        let game = board.game
        let stats = game.statistics
        let mode = Content.scoreMode(board.rule)
        let rank = model.lastRank.map { "\($0) of \(model.scores.count { $0.mode == mode }) (\(mode.shortName))" } ?? "…"
        let saving = model.scoreProblem.map { ["Not saved yet:"] + wrap($0, width: 44) + ["Kept; tried again when the next game ends."] } ?? []
        let average = stats.matchesFound > 0 ? Overlay.seconds(board.elapsedSeconds / Double(stats.matchesFound)) : "–"
        let match = Content.matchName
        func field(_ name: String) -> String { name + String(repeating: " ", count: max(1, 13 - name.count)) }
        let fastest = stats.secondsPerMatch.min().map(Overlay.seconds) ?? "–"
        return Overlay(title: "Game over", lines: (model.lastRank == 1 ? ["New best!", ""] : []) + [
            "Score        \(game.score)",
            "Rank         \(rank)",
        ] + saving + [
            field(match.prefix(1).uppercased() + match.dropFirst() + "s found") + "\(stats.matchesFound)",
            "Time         \(StatusText.clock(board.elapsedSeconds))",
            field("Average \(match)") + average,
            field("Fastest \(match)") + fastest,
            "Mistakes     \(stats.mismatches)",
            "Hints used   \(stats.hintsUsed)",
            "",
            "Enter: new game   Esc: see the board",
            "F2: scores        Q: quit",
        ])
    }

    /// `seconds` to a tenth: `12.3 s`.
    static func seconds(_ seconds: Double) -> String {
        let tenths = Int((max(0, min(seconds, 1e9)) * 10).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }

    /// A problem the player should know of; any key closes it.
    static func notice(_ text: String) -> Overlay {
        let paragraphs = text.split(separator: "\n").map { wrap(String($0), width: 60) }
        return Overlay(title: "Note", lines: Array(paragraphs.joined(separator: [""])) + ["", "Any key closes this note."])
    }

    /// The question before a new game or quitting mid-game (D8).
    static func confirm(_ question: Confirmation) -> Overlay {
        switch question {
        case .newGame:
            Overlay(title: "New game?", lines: [
                "Leave this game for a new deal?", "It is neither saved nor scored.", "", "y: new game   any other key: play on",
            ])
        case .quit:
            Overlay(title: "Quit?", lines: [
                "Quit set-game? This game is saved", "and offered again at the next start.", "", "y: quit   any other key: play on",
            ])
        }
    }

    /// The offer to go on with the game saved at the last quit (B5).
    static func resume(savedAt: String) -> Overlay {
        Overlay(title: "Welcome back", lines: [
            "Resume game from \(savedAt)? (y/n)",
            "",
            "y: resume    n: new game, the save deleted",
            "Esc: new game, the save kept for next time",
        ])
    }

    /// `text` in lines of at most `width` characters, broken at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return line.isEmpty ? lines : lines + [line]
    }

    /// Keys and scoring rules.
    static func help(_ model: AppModel) -> Overlay {
        let rules = ScoringRules.standard
        let labels = model.settings.keyboard.keyColumns.map { String($0) }.joined(separator: " ")
        return Overlay(title: "How to play SET", lines: [
            "Find 3 cards that, in each of number, shape, shading and",
            "color, are all the same or all different.",
            "",
            "F1–F4, Tab         Board, Scores, Statistics, About",
            "card key / click   choose or unchoose a card",
            "  keys by column:  \(labels)",
            "arrows, Enter      move the cursor, choose",
            "Space              deal 3 more cards",
            "Esc                clear the selection",
            "h                  hint: count the sets, then show each",
            "n                  new game          Q  quit (saves the game)",
            "",
            "Scoring: a set is worth \(rules.matchPoints), plus \(rules.bonusPerSecond) per second under \(rules.bonusWindow)",
            "since the last set or deal. A mismatch costs \(rules.mismatchPenalty), a hint",
            "that shows a set \(rules.hintPenalty), dealing while a set is on the table \(rules.dealPastMatchPenalty).",
            "Hints never pay: after a hint has marked a set, the next set",
            "earns no speed bonus. Each marked set is charged once.",
            "",
            "The game clock stops whenever the board cannot be seen: while",
            "this help, a question or another tab is shown, or the terminal",
            "is too small.",
            "",
            "Any key closes this help.",
        ])
    }
}
