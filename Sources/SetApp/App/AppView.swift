import SetRender

/// Draws the whole screen: tab bar, the shown tab, and any overlay on top.
struct AppView {
    let model: AppModel
    /// The drawing session's cache.
    let cache: RenderCache

    func render() -> Grid {
        let screen = model.geometry.screen
        var grid = Grid(width: screen.width, height: screen.height)
        if let offer = model.resumeOffer {  // before any deal: the tab bar and the question only
            TabBar(selected: model.tab, ascii: model.settings.ascii).draw(on: &grid, cache: cache)
            Overlay.resume(savedAt: offer.savedAt, game: offer.save.gameName).draw(on: &grid, ascii: model.settings.ascii)
            return grid
        }
        let board = model.shownBoard
        if let board, board.geometry.layout == nil {
            board.drawTooSmall(on: &grid, model: model, cache: cache)
            return grid
        }
        TabBar(selected: model.tab, ascii: model.settings.ascii).draw(on: &grid, cache: cache)
        switch model.tab {
        case .scores:
            if let replay = model.replay {
                replay.draw(on: &grid, model: model, cache: cache)
            } else {
                ScoresView(model: model).draw(on: &grid, cache: cache)
            }
        case .statistics: StatisticsView(model: model).draw(on: &grid, cache: cache)
        case .about: AboutView(model: model, cache: cache).draw(on: &grid)
        default:
            if model.isPaused {  // the cards hidden: the status line and the pause box only
                board?.drawStatus(on: &grid, model: model, cache: cache)
                (model.pausedAway ? Overlay.pausedAway : Overlay.paused).draw(on: &grid, ascii: model.settings.ascii)
            } else {
                board?.draw(on: &grid, model: model, cache: cache)
            }
        }
        let ascii = model.settings.ascii
        let scroll = model.overlayScroll
        let covered = model.showsHelp || model.showsWelcome || model.notice != nil
        if let board, board.showsGameOver {
            board.gameOverOverlay(model: model).draw(on: &grid, ascii: ascii, scroll: covered ? 0 : scroll)
        }
        if model.showsHelp { Overlay.help(model).draw(on: &grid, ascii: ascii, scroll: model.notice == nil ? scroll : 0) }
        if model.showsWelcome, !model.showsHelp {
            Welcome.overlay(model).draw(on: &grid, ascii: ascii, scroll: model.notice == nil ? scroll : 0)
        }
        if let notice = model.notice { Overlay.notice(notice).draw(on: &grid, ascii: ascii, scroll: scroll) }
        if let menu = model.menu { NewGameMenuView(menu: menu, ascii: ascii).draw(on: &grid) }
        if let question = model.confirmation {
            Overlay.confirm(question, saves: model.boards.contains { $0.saveOnQuit != nil }).draw(on: &grid, ascii: ascii)
        }
        return grid
    }

    /// Keys the help bar always shows: help tells everything else, and quitting.
    static let essentialKeys: Set<String> = ["?", "Q"]

    /// Writes `commands` (key, what it does) on the bottom row. When they do not all fit,
    /// the last ones go first, except the essential `? help` and `Q quit`; then the gaps
    /// narrow to one space. A command is shown whole or not at all. The row is kept in `cache`.
    static func drawCommands(_ commands: [(key: String, action: String)], ascii: Bool, cache: RenderCache, on grid: inout Grid) {
        var values = ["commands", ascii ? "ascii" : "unicode"]
        values.reserveCapacity(2 + 2 * commands.count)
        for (key, action) in commands {
            values.append(key)
            values.append(action)
        }
        grid.drawRemembered(row: grid.height - 1, for: values, in: cache) { grid in drawCommandsAfresh(commands, ascii: ascii, on: &grid) }
    }

    private static func drawCommandsAfresh(_ commands: [(key: String, action: String)], ascii: Bool, on grid: inout Grid) {
        let all = commands.map { (key: $0.key.forTerminal(ascii: ascii), action: $0.action.forTerminal(ascii: ascii)) }
        func width(_ shown: [(key: String, action: String)], gap: Int) -> Int {
            shown.reduce(0) { $0 + $1.key.count + 1 + $1.action.count } + gap * max(0, shown.count - 1)
        }
        let room = grid.width - 2
        var shown = all
        while width(shown, gap: 1) > room, let last = shown.lastIndex(where: { !essentialKeys.contains($0.key) }) {
            shown.remove(at: last)
        }
        let gap = width(shown, gap: 2) <= room ? 2 : 1
        var x = 1
        let row = grid.height - 1
        for (key, action) in shown {
            guard x + key.count + 1 + action.count <= grid.width - 1 else { break }
            grid.put(key, x: x, y: row, style: CellStyle(bold: true, reverse: true))
            grid.put(" " + action, x: x + key.count, y: row, style: CellStyle(dim: true))
            x += key.count + 1 + action.count + gap
        }
    }
}

extension AppModel {
    /// The screen at the model's current time, drawn with what `cache` keeps (by default a
    /// fresh cache: the same screen, drawn from nothing).
    public func render(cache: RenderCache = RenderCache()) -> Grid {
        AppView(model: self, cache: cache).render()
    }
}
