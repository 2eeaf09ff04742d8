import SetCore
import SetRender
import SetTable

/// The app's boxes: the game over, notes, questions, the pause and help.
extension Overlay {
    /// The end of a game (R11, B2): final score, statistics and the rank it reached, with
    /// "New best!" when it ranks first and was not lost to the computer.
    static func gameOver<Content>(_ board: GameBoard<Content>, facts: GameOverFacts) -> Overlay {
        let game = board.game
        let stats = game.statistics
        let mode = board.scoreMode
        let practice = facts.practiceReason
        let rank = practice != nil ? "practice, not ranked" : facts.rank.map { "\($0) of \(facts.ranked) (\(String(mode.name.printable.prefix(16))))" } ?? "…"
        let saving = facts.scoreProblem.map { ["Not saved yet:"] + TextWrap.words($0, width: 44) + ["Kept; tried again when a game ends and at quit."] } ?? []
        // Over the times the sets took, as the fastest is: against the computer the game's
        // time went to its sets too.
        let times = stats.secondsPerMatch
        let average = times.isEmpty ? "–" : Overlay.seconds(times.reduce(0, +) / Double(times.count))
        let match = Content.matchName
        func field(_ name: String) -> String { name + String(repeating: " ", count: max(1, 13 - name.count)) }
        let fastest = stats.secondsPerMatch.min().map(Overlay.seconds) ?? "–"
        let opening = board.referee.gameOverLines(of: game)
        let solo = board.referee.showsSoloScore  // a duel's points are in its opening lines
        let verdict: [String] = practice.map { ["Practice: " + $0, ""] } ?? (facts.rank == 1 && solo && !facts.lost ? ["New best!", ""] : [])
        return Overlay(title: "Game over", lines: (opening.isEmpty ? [] : opening + [""]) + verdict
            + (solo ? ["Score        \(game.score)", "Rank         \(rank)"] : []) + saving + (solo ? [field(match.prefix(1).uppercased() + match.dropFirst() + "s found") + "\(stats.matchesFound)"] : []) + [
            "Time         \(StatusText.clock(board.elapsedSeconds))",
        ] + (solo ? [
            field("Average \(match)") + average,
            field("Fastest \(match)") + fastest,
            "Mistakes     \(stats.mismatches)",
            "Hints used   \(stats.hintsUsed)",
        ] : []) + [
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
        let paragraphs = text.split(separator: "\n").map { TextWrap.words(String($0), width: 60) }
        return Overlay(title: "Note", lines: Array(paragraphs.joined(separator: [""])) + ["", "Any key closes this note."])
    }

    /// The question before a new game or quitting mid-game (D8); quitting says whether the
    /// game is kept (`saves`: it has a move).
    static func confirm(_ question: Confirmation, saves: Bool) -> Overlay {
        switch question {
        case .newGame:
            Overlay(title: "New game?", lines: [
                "Leave this game for a new deal?", "It is neither saved nor scored.", "", "y: new game   any other key: play on",
            ])
        case .quit:
            Overlay(title: "Quit?", lines: [
                "Quit set-game? This game " + (saves ? "is saved" : "has no move"),
                saves ? "and offered again at the next start." : "yet, so it is not kept.", "", "y: quit   any other key: play on",
            ])
        }
    }

    /// The pause (`p`): the board is hidden and the clock stopped until any key.
    static let paused = Overlay(title: "Paused", lines: [
        "The board is hidden and the game clock is stopped.", "", "Any key: play on",
    ])

    /// The pause of a game against the computer while the player was away.
    static let pausedAway = Overlay(title: "Paused", lines: [
        "Paused — you were away.", "The computer and the game clock wait for you.", "", "Any key goes on",
    ])

    /// The offer to go on with the game of `game` (its name) saved at the last quit (B5).
    static func resume(savedAt: String, game: String) -> Overlay {
        Overlay(title: "Welcome back to \(game)", lines: [
            "Resume game from \(savedAt)? (y/n)",
            "",
            "y: resume    n: new game, the save deleted",
            "Esc: new game, the save kept for next time",
        ])
    }

    /// The help line of the tab keys: `F1–F5, Tab         Board, Scores, Statistics, About, Cards`.
    static var tabKeys: String {
        let keys = "F1–F\(Tab.allCases.count), Tab"
        return keys + String(repeating: " ", count: max(1, 19 - keys.count)) + Tab.allCases.map(\.title).joined(separator: ", ")
    }

    /// Keys and rules of the Cards tab (G1, the course's Matchismo).
    static func cardsHelp(_ facts: HelpFacts<PlayingCard>) -> Overlay {
        let rules = PlayingCard.standardScoring
        return Overlay(title: "How to play Cards", lines: [
            "24 cards lie face down. Choose two: they turn face up.",
            "Same rank: \(rules.matchPoints) × 4 = \(rules.matchPoints * 4); same suit: \(rules.matchPoints) × 1 = \(rules.matchPoints).",
            "Otherwise −\(rules.mismatchPenalty) and the first card turns back down.",
            "Each card turned up costs \(rules.choiceCost). Pairs leave; nothing refills",
            "the table: Space deals 3 more. The game ends when the deck",
            "is empty and no pair is left on the table.",
            "",
            "card key / click   turn a card up (or back down)",
        ] + CursorMove.helpLines + [
            "h                  hint: first how many pairs the table can",
            "                   be cleared into, then each in turn (−\(rules.hintPenalty)",
            "                   the first time a pair is marked)",
            "G                  gather the cards into a pile (arrows or a",
            "                   drag move it; G or a click scatters)",
            "p                  pause: the board hidden, the clock stopped",
            "Backspace, U       undo the last whole action: a pair, a miss,",
            "                   a deal, a hint or one card turned (the game",
            "                   is then practice: it does not rank)",
            "n                  new game          Q  quit (saves the game)",
            "",
            "Any key closes this help.",
        ])
    }

    /// Keys and rules of the game on the tab shown (SET's off the game tabs).
    static func help(_ model: AppModel) -> Overlay {
        (model.tab.registration ?? AppModel.games[0]).help(model)
    }

    /// Keys and scoring rules of SET.
    static func setHelp(_ facts: HelpFacts<SetCard>) -> Overlay {
        let rules = ScoringRules.standard
        let labels = facts.keyboard.keyColumns.map { String($0) }.joined(separator: " ")
        let referee = facts.referee
        let mode = referee.helpLines
        let hints = referee.commands?.contains { $0.key == "h" } ?? true  // none in a race or a duel
        let scoring = [
            "Scoring: a set is worth \(rules.matchPoints), plus \(rules.bonusPerSecond) per second under \(rules.bonusWindow) since the last set or deal. "
                + "A mismatch costs \(rules.mismatchPenalty)" + (hints ? ", a hint that shows a set \(rules.hintPenalty)" : "")
                + ", dealing while a set is on the table \(rules.dealPastMatchPenalty).",
        ] + (hints ? ["Hints never pay: after a hint has marked a set, the next set earns no speed bonus. Each marked set is charged once."] : [])
        let variant = facts.variantRules.isEmpty ? [] : facts.variantRules + [""]
        return Overlay(title: "How to play SET", lines: Welcome.rules + [""] + variant + facts.legend.lines + [""] + (mode.isEmpty ? [] : mode + [""]) + [
            Overlay.tabKeys,
            "card key / click   choose or unchoose a card",
            "  keys by column:  \(labels)",
        ] + CursorMove.helpLines + [
            "Space              deal 3 more cards",
            "Esc                clear the selection",
        ] + (hints ? ["h                  hint: count the sets, then show each"] : []) + [
            "G                  gather the cards into a pile (arrows or a",
            "                   drag move it; G or a click scatters)",
            "p                  pause: the board hidden, the clock stopped",
            "Backspace, U       undo the last whole action: a set, a miss,",
            "                   a deal, a hint or one choice (solo play;",
            "                   the game is then practice, not ranked)",
            "n                  new game: menu    Q  quit (saves the game)",
            "Enter on Scores    replay the row's game: Space or p pause,",
            "                   . or → step one move, + - speed, Esc back",
            "d on About         all 81 cards at the board's size, a page",
            "                   at a time: ← → or Space turn, Esc back",
            "",
        ] + (referee.showsSoloScore ? scoring + [""] : []) + [
            "The game clock stops whenever the board cannot be seen: while this help, a question or another tab is shown, or the terminal is too small.",
            "",
            "Any key closes this help (↑↓ scroll it when it does not fit).",
        ])
    }
}
