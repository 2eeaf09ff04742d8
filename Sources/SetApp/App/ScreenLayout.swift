import SetRender
import SetTable

/// What input needs of the screen as drawn: where the tab titles are, how far the box on top
/// and the Statistics and About tabs scroll, and a list's page. The views measure it with the frame
/// (``AppModel/screenLayout()``) and the driver hands it back
/// (``AppMessage/laidOut(_:)``) before the next key or click, which lands on that frame;
/// ``AppModel/update(_:at:)`` reads it and never asks a view.
public struct ScreenLayout: Sendable {
    /// The screen's width, the tab selected and whether the bar is folded into the status
    /// line's row: the tab bar depends on nothing else.
    let width: Int
    let selected: Tab
    let foldsTabBar: Bool
    /// Each tab's title on the tab bar's row.
    let tabTitles: [(tab: Tab, frame: Rect)]
    /// Lines the box on top (help, a notice, the game-over box) can scroll; 0 when there is
    /// none or it fits.
    let overlayScrollLimit: Int
    /// Rows a page of the Scores or Statistics tab shows.
    let listPage: Int
    /// Lines of the Statistics tab, before scrolling, while it is shown; 0 otherwise.
    let statisticsLines: Int
    /// Lines of the About tab's text, before scrolling, while it is shown; 0 otherwise.
    let aboutLines: Int

    /// The layout of `model`'s screen; the tab titles are `previous`'s when the width and
    /// the tab are the same. `model` is borrowed: a driver measures after every frame, and
    /// taking the model would copy it (a retain of each of its arrays) each time.
    init(model: borrowing AppModel, previous: ScreenLayout?) {
        let screen = model.geometry.screen
        width = screen.width
        selected = model.tab
        foldsTabBar = model.foldsTabBar
        if let previous, previous.width == width, previous.selected == selected, previous.foldsTabBar == foldsTabBar {
            tabTitles = previous.tabTitles
        } else {
            tabTitles = TabBar.titleFrames(width: width, selected: selected, folded: foldsTabBar)
        }
        overlayScrollLimit = model.scrollableOverlay?.maxScroll(width: screen.width, height: screen.height, ascii: model.settings.ascii) ?? 0
        var (page, statistics, about) = (1, 0, 0)
        switch model.tab {
        case .scores:
            page = ScoresView.visibleRows(screenHeight: screen.height)
        case .statistics:
            page = StatisticsView.visibleRows(screenHeight: screen.height)
            statistics = model.statisticsView.content(width: screen.width, height: screen.height).count
        case .about where model.deckPage == nil:
            about = model.aboutView.lines(width: screen.width).count
            page = AboutView.visibleRows(lineCount: about, screenHeight: screen.height)
        default: break
        }
        (listPage, statisticsLines, aboutLines) = (page, statistics, about)
    }

    /// The tab whose title is at (`x`, `y`), on the tab bar's row `row` (its own or the
    /// status line's), if any.
    func tab(atX x: Int, y: Int, row: Int) -> Tab? {
        guard y == row else { return nil }
        return tabTitles.first { $0.frame.contains(x: x, y: y) }?.tab
    }
}

extension AppModel {
    /// What input needs of the screen ``render(cache:)`` draws now, measured by the views:
    /// a driver hands it back as ``AppMessage/laidOut(_:)`` after each frame, so the next
    /// key or click is read against the screen the player sees.
    public func screenLayout() -> ScreenLayout {
        ScreenLayout(model: self, previous: layout)
    }

    /// The box on top that may be taller than the screen: help, a notice, or the game-over popup.
    fileprivate var scrollableOverlay: Overlay? {
        if let notice { return Overlay.notice(notice) }
        if showsHelp { return Overlay.help(self) }
        if showsWelcome { return Welcome.overlay(keyboard: settings.keyboard, legend: Legend(self)) }
        guard confirmation == nil, menu == nil, tab.registration != nil, read(ShowsGameOver(), on: tab),
            let board = shownBoard
        else { return nil }
        return board.gameOverOverlay(gameOverFacts(mode: board.scoreMode))
    }
}
