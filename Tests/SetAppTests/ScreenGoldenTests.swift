import Foundation
import SetApp
import SetRender
import SetStore
import SetTestSupport
import Testing

/// A screen size a golden file is kept at.
struct ScreenSize: Sendable, CustomTestStringConvertible {
    let width: Int, height: Int
    /// The three sizes every main screen is kept at: the classic terminal, a roomier one, a big one.
    static let main = [ScreenSize(width: 80, height: 24), ScreenSize(width: 100, height: 30), ScreenSize(width: 160, height: 48)]
    /// The smallest screen the game plans for.
    static let small = ScreenSize(width: 60, height: 20)
    /// `80x24`: the golden file's name.
    var name: String { "\(width)x\(height)" }
    var testDescription: String { name }
}

/// The main screens of the local game, every cell's glyph and style, against golden files in
/// `__Snapshots__/ScreenGoldenTests` (``expectScreen(_:named:fileID:filePath:testName:line:column:)``):
/// a change of one cell fails, naming its row. After a change meant to show, re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter ScreenGoldenTests` and read the diff.
@Suite("The main screens, cell for cell, against golden files", .timeLimit(.minutes(1)), .takesTurns)
struct ScreenGoldenTests {
    init() {
        // The Scores tab prints dates in the local time zone; the golden files are in UTC.
        Self.inUTC
    }

    private static let inUTC: Void = {
        setenv("TZ", "UTC", 1)
        tzset()
    }()

    @Test("the board at the start of a game, seed 1", arguments: ScreenSize.main + [ScreenSize.small])
    func board(_ size: ScreenSize) {
        expectScreen(makeApp(width: size.width, height: size.height).render(), named: size.name)
    }

    /// Only cards border to border are wide enough for three-cell symbols here (issue 41): 13
    /// columns each, where a column apart they were 12, with two-cell symbols.
    @Test("18 cards after two deals at 80×24, border to border")
    func eighteenCards() {
        var app = makeApp(width: 80, height: 24)
        app.type(" ", at: 1)
        app.type(" ", at: 2)
        expectScreen(app.render(), named: "80x24")
    }

    @Test("one card chosen, then h twice: the sets counted, then one marked", arguments: ScreenSize.main)
    func selectionAndHint(_ size: ScreenSize) {
        var app = makeApp(width: size.width, height: size.height)
        app.type(app.labels[4], at: 2)
        app.type("h", at: 3)
        app.type("h", at: 4)
        expectScreen(app.render(), named: size.name)
    }

    @Test("the help over the board", arguments: ScreenSize.main)
    func help(_ size: ScreenSize) {
        var app = makeApp(width: size.width, height: size.height)
        app.type("?")
        expectScreen(app.render(), named: size.name)
    }

    @Test("the first-run welcome", arguments: ScreenSize.main + [ScreenSize.small])
    func welcome(_ size: ScreenSize) {
        var app = makeApp(width: size.width, height: size.height)
        app.update(.welcome, at: 0)
        expectScreen(app.render(), named: size.name)
    }

    @Test("the Scores tab: ranked games, the last one marked", arguments: ScreenSize.main)
    func scores(_ size: ScreenSize) {
        var app = makeApp(width: size.width, height: size.height)
        app.receive(Self.records, rank: 2, notice: nil, at: 1)
        app.press(.function(2))
        expectScreen(app.render(), named: size.name)
    }

    @Test("the Statistics tab: totals and charts", arguments: ScreenSize.main)
    func statistics(_ size: ScreenSize) {
        var app = makeApp(width: size.width, height: size.height)
        app.receive(Self.records, rank: nil, notice: nil, at: 1)
        app.press(.function(3))
        expectScreen(app.render(), named: size.name)
    }

    @Test("a paused game: the board hidden, the clock stopped", arguments: ScreenSize.main)
    func pause(_ size: ScreenSize) {
        var app = makeApp(width: size.width, height: size.height)
        app.update(.tick, at: 5)
        app.type("p", at: 5)
        expectScreen(app.render(), named: size.name)
    }

    @Test("game over, with the rank the game reached", arguments: ScreenSize.main)
    func gameOver(_ size: ScreenSize) {
        var app = makeApp(width: size.width, height: size.height, rule: .anyGroup)
        let time = app.playToEnd().time
        app.receive([record(score: 700, mode: .test), record(score: 20, mode: .test)], rank: 2, notice: nil, at: time)
        expectScreen(app.render(), named: size.name)
    }

    /// Five finished standard games, a minute apart, the scores and paces all different,
    /// best first as the store ranks them.
    private static let records: [ScoreRecord] = (0..<5).map { index in
        var game = record(score: [120, 95, 140, 60, 110][index], secondsPerSet: [4, 8, 2, 6, 5].map { $0 + Double(index) })
        game.date = Date(timeIntervalSince1970: 1_800_000_000 + 60 * Double(index))
        return game
    }.sorted { $0.score > $1.score }
}
