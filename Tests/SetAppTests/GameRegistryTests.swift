import SetCore
import SetRender
import SetTable
import SetTestSupport
import Testing

@testable import SetApp

/// The shell names no game: every game in ``AppModel/games`` gets its tab, board, help,
/// scores and save from its one registration line.
@Suite("Games come from their registrations (a third game is one more line)", .timeLimit(.minutes(1)), .takesTurns)
struct GameRegistryTests {
    @Test("the tab bar is the app's four tabs, then one per game after SET's Board, each titled from its registration")
    func tabs() {
        #expect(Tab.allCases.count == 3 + AppModel.games.count)
        #expect(Tab.allCases.map(\.title) == ["Board", "Scores", "Statistics", "About", "Cards"])
        #expect(AppModel.games.map(\.tab) == [.board, .cards])
        #expect(Tab.game(0) == .board && Tab.game(1) == .cards && Tab.game(2).rawValue == 5)
        #expect(Tab(rawValue: Tab.allCases.count) == nil)
        #expect(Tab.allCases.filter(\.isGame) == AppModel.games.map(\.tab))
        #expect(Overlay.tabKeys == "F1–F5, Tab         Board, Scores, Statistics, About, Cards")
    }

    @Test("each game's function key shows its own board, status line, help and score mode")
    func eachGameRoutesToItsBoard() {
        for (index, game) in AppModel.games.enumerated() {
            var app = makeApp(width: 100, height: 30)
            app.press(.function(game.tab.functionKey), at: 1)
            #expect(app.tab == game.tab)
            #expect(app.shownBoard?.geometry == app.boards[index].geometry)
            #expect(app.geometry == app.boards[index].geometry)
            let grid = app.render()
            #expect(grid.lines[1].hasPrefix(" Deck \(index == 0 ? 69 : 28)"), "\(game.title): \(grid.lines[1])")
            app.type("?", at: 2)
            #expect(app.render().shows(index == 0 ? "How to play SET" : "How to play Cards"))
            #expect(app.scoreModes.contains(app.boards[index].scoreMode))
        }
    }

    @Test("a key goes to the shown game's board only: the other game's moves stay empty")
    func keysGoToTheShownBoard() {
        var app = makeApp(width: 100, height: 30)
        app.press(.function(Tab.cards.functionKey), at: 1)
        app.type("q", at: 2)
        #expect(app.cardsBoard.moves?.count == 1)
        #expect(app.setBoard.moves == [])
        app.press(.function(Tab.board.functionKey), at: 3)
        app.type("w", at: 4)
        #expect(app.setBoard.moves?.count == 1)
        #expect(app.cardsBoard.moves?.count == 1)
    }
}
