import SetRender
import SetTable

/// Draws the whole screen: tab bar, the shown tab, and any overlay on top.
struct AppView {
    let model: AppModel
    /// The drawing session's cache.
    let cache: RenderCache

    func render() -> Grid {
        let screen = model.geometry.screen
        var grid = Grid(width: screen.width, height: screen.height)
        if let offer = model.resumeOffer {  // before any deal: the tab bar and the question only
            TabBar(selected: model.tab, ascii: model.settings.ascii, folded: model.foldsTabBar).draw(on: &grid, cache: cache)
            Overlay.resume(savedAt: offer.savedAt, game: offer.save.gameName).draw(on: &grid, ascii: model.settings.ascii)
            return grid
        }
        let board: (any BoardFacts & BoardDrawing)? = model.shownBoard
        if let board, board.geometry.layout == nil {
            board.drawTooSmall(on: &grid, settings: model.settings, cache: cache)
            return grid
        }
        TabBar(selected: model.tab, ascii: model.settings.ascii, folded: model.foldsTabBar).draw(on: &grid, cache: cache)
        switch model.tab {
        case .scores:
            if let replay = model.replay {
                replay.draw(on: &grid, settings: model.settings, cache: cache)
            } else {
                model.scoresView.draw(on: &grid, cache: cache)
            }
        case .statistics: model.statisticsView.draw(on: &grid, cache: cache)
        case .about:
            if let page = model.deckPage {
                DeckView(pages: DeckView.Pages(model), page: page, settings: model.settings, cache: cache).draw(on: &grid)
            } else {
                model.aboutView.draw(on: &grid, cache: cache)
            }
        default:
            if model.isPaused {  // the cards hidden: the status line and the pause box only
                board?.drawStatus(on: &grid, settings: model.settings, cache: cache)
                (model.pausedAway ? Overlay.pausedAway : Overlay.paused).draw(on: &grid, ascii: model.settings.ascii)
            } else {
                board?.draw(on: &grid, settings: model.settings, cache: cache)
            }
        }
        let ascii = model.settings.ascii
        let scroll = model.overlayScroll
        let covered = model.showsHelp || model.showsWelcome || model.notice != nil
        if let board, board.showsGameOver {
            board.gameOverOverlay(model.gameOverFacts(mode: board.scoreMode)).draw(on: &grid, ascii: ascii, scroll: covered ? 0 : scroll)
        }
        if model.showsHelp { Overlay.help(model).draw(on: &grid, ascii: ascii, scroll: model.notice == nil ? scroll : 0) }
        if model.showsWelcome, !model.showsHelp {
            Welcome.overlay(keyboard: model.settings.keyboard, legend: Legend(model)).draw(on: &grid, ascii: ascii, scroll: model.notice == nil ? scroll : 0)
        }
        if let notice = model.notice { Overlay.notice(notice).draw(on: &grid, ascii: ascii, scroll: scroll) }
        if let menu = model.menu { NewGameMenuView(menu: menu, ascii: ascii).draw(on: &grid) }
        if let question = model.confirmation {
            Overlay.confirm(question, saves: model.boards.contains { $0.saveOnQuit != nil }).draw(on: &grid, ascii: ascii)
        }
        return grid
    }
}

extension AppModel {
    /// The screen at the model's current time, drawn with what `cache` keeps (by default a
    /// fresh cache: the same screen, drawn from nothing).
    public func render(cache: RenderCache = RenderCache()) -> Grid {
        AppView(model: self, cache: cache).render()
    }
}
