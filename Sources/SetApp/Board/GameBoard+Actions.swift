import SetCore
import SetRender
import SetTable

/// What the player's commands do to a board's game, and how the board takes in what they did.
extension GameBoard {
    /// Whether a game is under way that quitting would abandon.
    var isInProgress: Bool {
        !game.isOver
    }

    /// The game to save when the player quits: one in progress that has been played (a
    /// move made, by the player or a rival; a game that only sat on screen is not) and is
    /// not waiting behind a resume offer, whose save would be lost. Every mode replays
    /// through the referee its mode makes (``ModeReplay``) and keeps the referee's
    /// ``Referee/tally`` to check; a daily save's seed is its day (``PlayMode/savedSeed(_:)``).
    var saveOnQuit: GameSave? {
        let played = moves.map { !$0.isEmpty } ?? true || referee.tally.contains { $0 != 0 }
        guard isInProgress, resumeOffer == nil, played else { return nil }
        let seed = mode.savedSeed(gameSeed)
        return GameSave(GameSnapshot(game: game, clock: gameNow, seed: seed, moves: moves, mode: scoreMode, tally: referee.tally))
    }

    /// Answers the resume offer, returning it (nil when there was none): yes brings its game
    /// back with its clock; otherwise the board deals its own game afresh now.
    mutating func answerResume(_ resume: Bool) -> ResumeOffer? {
        guard let offer = resumeOffer else { return nil }
        resumeOffer = nil
        if resume, let saved = offer.save.snapshot(of: Content.self) {
            // A format-1 save kept the position, not the moves: its mode's referee takes it as it is.
            referee = ModeReplay.replayed(saved, book: modes) ?? modes.referee(for: saved.mode, seed: saved.seed)
                ?? SoloReferee(mode: PlayMode(Variant.playing(saved.game.rule)))
            self.resume(saved.game, seed: saved.seed, clock: saved.clock, moves: saved.moves)
        } else {
            dealAnimation()
        }
        return offer
    }

    /// Brings back a saved game with its clock and its move log, scattered.
    mutating func resume(_ saved: MatchingGame<Content>, seed: UInt64, clock: Double, moves: [TimedMove]?) {
        pile = nil
        game = saved
        gameSeed = seed
        self.moves = moves
        undos = 0
        clockReading = clock
        clockRunsFrom = pausedAt == nil ? now : .infinity
        cursor = nil
        gameOverDismissed = false
        note = StatusNote("Game resumed")
        places = placesAfter(moves)
        places.follow(game.table.map(\.id))
        relayout()
        dealAnimation()
    }

    /// Chooses the card in `slot`, if there is one and it has landed: a card still flying
    /// in (or not yet shown) cannot be chosen, and the key is dropped.
    mutating func choose(slot: Int) {
        guard slot < game.table.count, !isGathered else { return }
        let card = game.table[slot].id
        guard animator.hasLanded(card, at: now) else { return }
        act(.choose(card))
    }

    /// Deals more (R8), unless the terminal has no room for them.
    mutating func dealMore() {
        let deals = game.selectionState != .matched && !game.deck.isEmpty
        let count = places.count(dealing: min(Content.dealSize, game.deck.count))
        let (width, height) = (geometry.screen.width, geometry.screen.height)
        if deals && !BoardGeometry.fits(cardCount: count, width: width, height: height, content: Content.self) {
            note = .noRoom
            return
        }
        act(.dealMore)
    }

    /// Asks for a hint (H1).
    mutating func requestHint() {
        act(.hint)
    }

    /// Esc: closes the game-over popup at the end, else clears the selection.
    mutating func escape() {
        if game.isOver { gameOverDismissed = true } else { act(.clearSelection) }
    }

    /// Abandons the game and deals a new one from the next seed (R9), in the same mode.
    mutating func newGame() {
        start(referee)
    }

    /// Abandons the game and deals a new one of `referee`'s mode from the next seed.
    mutating func start(_ referee: any Referee<Content>) {
        pile = nil
        gameSeed = dealer.next()
        self.referee = referee
        game = self.referee.deal(seed: gameSeed, at: gameNow)
        moves = []
        undos = 0
        places = TablePlaces(game.table.map(\.id), content: Content.self)
        relayout()
        cursor = cursor.map { _ in 0 }
        note = StatusNote("New game")
        gameOverDismissed = false
        dealAnimation()
    }

    /// Does `move` through the referee at the game clock, logs it for the save, and takes in
    /// what it did.
    mutating func act(_ move: GameMove) {
        let time = gameNow
        moves?.append(TimedMove(move, at: time))
        consultReferee { referee, game in referee.perform(move, on: &game, at: time) }
    }

    /// Lets the mode do what it does by itself up to the game clock (a computer's move, a
    /// claim running out), logging the moves it made; nothing while the game is over or in
    /// a mode where time does nothing.
    /// Returns whether it did anything (an event or a note), so that the frame is drawn whole.
    @_specialize(where Content == SetCard)  // called through ShellBoard on every message
    @_specialize(where Content == PlayingCard)
    @discardableResult
    mutating func advanceReferee() -> Bool {
        guard !game.isOver, referee.advancesWithTime else { return false }
        let time = gameNow
        var acted = false
        var made: [TimedMove] = []
        consultReferee { referee, game in
            let ruling = referee.advance(&game, to: time)
            acted = !ruling.events.isEmpty || ruling.note != nil
            made = ruling.moves
            return ruling
        }
        if !made.isEmpty { moves?.append(contentsOf: made) }
        return acted
    }

    /// A character the mode takes before the board, as a move (a duel's claim), logged and
    /// performed as a move; whether it did. A mode acts on the game only through moves, so
    /// the log holds every change.
    mutating func offerToReferee(_ character: Character) -> Bool {
        guard let move = referee.move(for: character) else { return false }
        act(move)
        return true
    }

    /// Runs `body` on the referee and the game, then takes in its ruling; cards whose face
    /// changed side turn over (a content dealt face down). A ruling of nothing that left the
    /// same cards on the table (the referee's step on most frames) has nothing to take in.
    mutating func consultReferee(_ body: (inout any Referee<Content>, inout MatchingGame<Content>) -> Ruling) {
        let ids = game.table.map(\.id)
        let before = Content.dealtFaceDown ? faceUp(ids) : []  // otherwise always up
        // The referee and the game change in place: a copy of either would be copied again,
        // whole, as soon as the referee writes to it.
        let ruling = body(&referee, &game)
        let sameTable = game.table.count == ids.count && zip(game.table, ids).allSatisfy { $0.id == $1 }
        if Content.dealtFaceDown {
            let onTable = sameTable ? nil : Set(game.table.map(\.id))
            for (id, wasUp) in zip(ids, before) where (onTable?.contains(id) ?? true) && game.isFaceUp(id) != wasUp {
                animator.turn(id, faceUp: !wasUp, now: now)
            }
        }
        if sameTable, ruling.events.isEmpty, ruling.note == nil { return }
        apply(ruling.events, note: ruling.note)
    }

    /// Whether each of `ids` lies face up, read through a copy of the game: a closure over
    /// self would copy the whole board per card.
    private func faceUp(_ ids: [CardID]) -> [Bool] {
        let dealt = game
        return ids.map { dealt.isFaceUp($0) }
    }

    /// Takes in what a game action did: the note, the animation, the layout, the score list.
    private mutating func apply(_ events: [GameEvent], note ruled: StatusNote? = nil) {
        var tableChanged = false
        for event in events {
            switch event {
            case .matched(let cards, _): animator.celebrate(cards, now: now)
            case .mismatched(let cards, _): animator.shake(cards, now: now)
            case .gameOver: finished.append(summary)
            case .dealt, .replaced, .discarded: tableChanged = true
            default: continue
            }
        }
        if let ruled {
            note = ruled
        } else if let described = StatusNote.describing(events, match: Content.matchName) {
            note = described
        } else if tableChanged, note?.isAboutTable == true {
            note = nil
        }
        let cursorPlace = cursor.flatMap(places.place(of:))
        places.follow(game.table.map(\.id))
        if geometry.layout?.frames.count != places.count { relayout() }
        cursor = cursorPlace.flatMap(places.nearestSlot(to:))
        settleAnimation()
    }

    /// The finished game, for the score list, as the mode records it.
    private var summary: GameSummary {
        let statistics = game.statistics
        var summary = GameSummary(
            score: game.score, durationSeconds: elapsedSeconds, setsFound: statistics.matchesFound,
            mistakes: statistics.mismatches, hints: statistics.hintsUsed,
            mode: scoreMode, seed: gameSeed,
            secondsPerSet: statistics.secondsPerMatch
        )
        summary.undos = undos
        var recorded = referee.record(summary, of: game)
        let start = statistics.startedAt
        recorded.moves = moves?.map { TimedMove($0.move, at: $0.at - start) }
        return recorded
    }

    /// Moves the keyboard cursor on the card grid (``TableGrid/cursor(from:moving:)``); the
    /// first press shows it on slot 0.
    mutating func moveCursor(_ move: CursorMove) {
        guard let grid = tableGrid else { return }
        cursor = grid.cursor(from: cursor, moving: move)
    }

    /// The places of the table after `moves`, replayed from the deal through the mode's
    /// referee (a resumed Cards table keeps the gaps it had); the table as it is without a log.
    func placesAfter(_ moves: [TimedMove]?) -> TablePlaces {
        guard places.keepsGaps, let moves, var replayed = modes.referee(for: scoreMode, seed: gameSeed) else {
            return TablePlaces(game.table.map(\.id), content: Content.self)
        }
        var game = replayed.deal(seed: gameSeed, at: self.game.statistics.startedAt)
        var places = TablePlaces(game.table.map(\.id), content: Content.self)
        for timed in moves {
            _ = replayed.advance(&game, to: timed.at)
            _ = replayed.perform(timed.move, on: &game, at: timed.at)
            places.follow(game.table.map(\.id))
        }
        return places
    }

    /// Takes the finished games waiting to be recorded.
    mutating func takeFinished() -> [GameSummary] {
        defer { finished = [] }
        return finished
    }
}
