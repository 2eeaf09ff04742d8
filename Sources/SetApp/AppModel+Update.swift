import SetCore
import SetRender

extension AppModel {
    /// Applies `message`, which happened at `time`.
    public mutating func update(_ message: AppMessage, at time: Double) {
        now = max(now, time)
        switch message {
        case .tick: animator.prune(at: now)
        case .input(let event): handle(event)
        }
    }

    private mutating func handle(_ event: InputEvent) {
        switch event {
        case .resize(let width, let height):
            relayout(width: width, height: height)
        case .character(let character):
            handle(character)
        case .key(let key):
            handle(key)
        case .mouse(let x, let y, let kind):
            guard kind == .press || kind == .click else { return }
            if showsHelp { showsHelp = false; return }
            if let slot = restingFrames.firstIndex(where: { $0.contains(x: x, y: y) }) { choose(slot: slot) }
        case .interrupted, .endOfInput:
            return
        }
    }

    private mutating func handle(_ character: Character) {
        if showsHelp {
            showsHelp = false
            if character != "Q" { return }
        }
        switch character {
        case "Q": wantsQuit = true
        case "?": showsHelp = true
        case "n": newGame()
        case "h": apply(game.requestHint(at: now))
        case " ": dealMore()
        default:
            if game.isOver { return }
            guard let layout = geometry.layout,
                let slot = settings.keyboard.slot(for: character, rows: layout.rows, columns: layout.columns),
                slot < game.table.count
            else { return }
            choose(slot: slot)
        }
    }

    private mutating func handle(_ key: SpecialKey) {
        if showsHelp {
            showsHelp = false
            return
        }
        switch key {
        case .escape: apply(game.clearSelection(at: now))
        case .enter:
            if game.isOver { newGame() } else if let cursor { choose(slot: cursor) }
        case .up: moveCursor(rows: -1, columns: 0)
        case .down: moveCursor(rows: 1, columns: 0)
        case .left: moveCursor(rows: 0, columns: -1)
        case .right: moveCursor(rows: 0, columns: 1)
        default: return
        }
    }

    private mutating func choose(slot: Int) {
        guard slot < game.table.count else { return }
        apply(game.choose(game.table[slot].id, at: now))
    }

    private mutating func dealMore() {
        let deals = game.selectionState != .matched && !game.deck.isEmpty
        if deals && !BoardGeometry.fits(cardCount: game.table.count + SetCard.matchSize, width: geometry.screen.width, height: geometry.screen.height) {
            note = .noRoom
            return
        }
        apply(game.dealMore(at: now))
    }

    private mutating func newGame() {
        game = MatchingGame(shuffledBy: &dealer, rule: settings.rule, startedAt: now)
        geometry = BoardGeometry(width: geometry.screen.width, height: geometry.screen.height, cardCount: game.table.count)
        cursor = cursor.map { _ in 0 }
        note = StatusNote("New game")
        dealAnimation()
    }

    /// Takes in what a game action did: the note, the animation, the layout.
    private mutating func apply(_ events: [GameEvent]) {
        if let described = StatusNote.describing(events) { note = described }
        for event in events {
            switch event {
            case .matched(let cards, _): animator.celebrate(cards, now: now)
            case .mismatched(let cards, _): animator.shake(cards, now: now)
            default: continue
            }
        }
        if geometry.layout?.frames.count != game.table.count {
            geometry = BoardGeometry(width: geometry.screen.width, height: geometry.screen.height, cardCount: game.table.count)
        }
        if let cursor, cursor >= game.table.count { self.cursor = game.table.isEmpty ? nil : game.table.count - 1 }
        settleAnimation()
    }

    private mutating func relayout(width: Int, height: Int) {
        geometry = BoardGeometry(width: width, height: height, cardCount: game.table.count)
        settleAnimation()
    }

    private mutating func moveCursor(rows deltaRows: Int, columns deltaColumns: Int) {
        guard let layout = geometry.layout, !game.table.isEmpty else { return }
        guard let current = cursor else {
            cursor = 0
            return
        }
        let (row, column) = layout.position(of: current)
        let targetRow = min(max(row + deltaRows, 0), layout.rows - 1)
        let targetColumn = min(max(column + deltaColumns, 0), layout.columns - 1)
        cursor = layout.slot(row: targetRow, column: targetColumn) ?? game.table.count - 1
    }
}
