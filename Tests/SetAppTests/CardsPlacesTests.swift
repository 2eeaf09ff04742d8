import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

/// Cards on the Cards tab keep their places and keys (issue 24 item 11): a player remembers
/// where each face-down card lies, so a pair leaving must move no other card.
@Suite("The Cards table keeps its places: a pair leaving moves no other card", .timeLimit(.minutes(1)), .takesTurns)
struct CardsPlacesTests {
    /// A card's key label and the cell where its frame's top-left corner is drawn.
    struct Corner: Equatable {
        let label: String
        let x: Int
        let y: Int
    }

    /// Each card on the Cards table: its key label and where the rendered grid draws the
    /// corner `┌ label ` of its frame.
    static func corners(_ app: AppModel) -> [CardID: Corner] {
        let grid = app.render()
        let labels = app.cardsBoard.labels(app.settings.keyboard)
        var found: [CardID: Corner] = [:]
        for (slot, card) in app.cardsBoard.game.table.enumerated() {
            let mark = Array("┌ \(labels[slot]) ")
            for y in 0..<grid.height {
                guard let x = (0...(grid.width - mark.count)).first(where: { x in mark.indices.allSatisfy { grid[x + $0, y].glyph == mark[$0] } })
                else { continue }
                found[card.id] = Corner(label: labels[slot], x: x, y: y)
            }
        }
        return found
    }

    /// Two cards of one rank on the table, as identities.
    static func rankPair(_ game: MatchingGame<PlayingCard>) -> [CardID] {
        for (i, first) in game.table.enumerated() {
            if let second = game.table[(i + 1)...].first(where: { $0.content.rank == first.content.rank }) { return [first.id, second.id] }
        }
        fatalError("24 cards always hold two of one rank")
    }

    /// Turns up a pair of one rank and lets it leave (Esc); returns the pair.
    @discardableResult
    static func takePair(_ app: inout AppModel, at time: Double) -> [CardID] {
        let pair = rankPair(app.cardsBoard.game)
        let labels = app.cardsBoard.labels(app.settings.keyboard)
        for id in pair { app.type(labels[app.cardsBoard.game.slot(of: id)!], at: time) }
        app.press(.escape, at: time)
        return pair
    }

    static func cardsApp() -> AppModel {
        var app = makeApp(width: 100, height: 30)
        app.press(.function(5))
        return app
    }

    @Test("two pairs leave: the other 20 cards keep their exact corner cells and their keys; the gaps stay empty")
    func pairsLeaveGaps() {
        var app = Self.cardsApp()
        let before = Self.corners(app)
        #expect(before.count == 24)
        let first = Self.takePair(&app, at: 2)
        let second = Self.takePair(&app, at: 3)
        let after = Self.corners(app)
        #expect(app.cardsBoard.game.table.count == 20)
        #expect(after == before.filter { !(first + second).contains($0.key) })
        let grid = app.render()
        for id in first + second {
            let corner = before[id]!
            #expect((0..<8).allSatisfy { grid[corner.x + $0, corner.y].glyph == " " }, "nothing drawn where \(corner.label) was")
        }
        #expect(app.cardsBoard.geometry.layout?.frames.count == 24, "the grid keeps its 24 places")
    }

    @Test("the key of a gap chooses nothing; a deal fills the first gaps, under their keys")
    func dealFillsGaps() {
        var app = Self.cardsApp()
        let before = Self.corners(app)
        let gone = Self.takePair(&app, at: 2) + Self.takePair(&app, at: 3)
        let gapCorners = gone.map { before[$0]! }.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        let game = app.cardsBoard.game
        app.type(gapCorners[0].label, at: 4)
        #expect(app.cardsBoard.game == game, "a gap's key does nothing")
        app.type(" ", at: 5)
        let dealt = Self.corners(app).filter { before[$0.key] == nil }
        #expect(app.cardsBoard.game.table.count == 23)
        #expect(Set(dealt.values.map(\.label)) == Set(gapCorners.prefix(3).map(\.label)))
        #expect(Set(dealt.values.map { [$0.x, $0.y] }) == Set(gapCorners.prefix(3).map { [$0.x, $0.y] }))
        #expect(app.cardsBoard.geometry.layout?.frames.count == 24)
    }

    @Test("undo brings a pair back to its own places; a resumed game keeps its gaps")
    func undoAndResume() throws {
        var app = Self.cardsApp()
        Self.takePair(&app, at: 2)
        let between = Self.corners(app)
        Self.takePair(&app, at: 3)
        let kept = Self.corners(app)
        app.type("UU", at: 4)  // Esc, then the pair (one action)
        #expect(Self.corners(app) == between)
        Self.takePair(&app, at: 5)
        #expect(Self.corners(app) == kept)
        let effects = app.type("Q", at: 6) + app.type("y", at: 6)
        let save = try #require(effects.lazy.compactMap { if case .saveGame(let save) = $0, save.mode == .cards { save } else { nil } }.first)
        let offer = ResumeOffer(save: save, savedAt: "2026-11-25 16:00:00", slot: .cards)
        var resumed = AppModel.offering([offer], settings: AppSettings(colorMode: .ansi256, animated: false), seed: 1, width: 100, height: 30, now: 0)
        resumed.press(.function(5), at: 1)
        resumed.type("y", at: 1)
        #expect(resumed.cardsBoard.game == app.cardsBoard.game)
        #expect(Self.corners(resumed) == kept)
    }
}
