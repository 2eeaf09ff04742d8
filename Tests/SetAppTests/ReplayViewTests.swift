import SetApp
import SetRender
import SetTestSupport
import Testing

/// What a replay looks like (issue 24 item 16): its status line says it is one, how fast
/// and how far, and its help bar lists its own keys; the Scores tab marks the cursor's row.
@Suite("The replay on screen", .timeLimit(.minutes(1)), .takesTurns)
struct ReplayViewTests {
    static let replayLook = CellStyle(bold: true, reverse: true)
    static let label = CellStyle(dim: true)
    static let value = CellStyle(bold: true)

    @Test("the status line leads with Replay, the speed, the move and the pause, then the game's own counts")
    func statusLine() {
        var app = ReplayTests.scoresApp()
        app.press(.enter, at: 10)
        app.type("+.", at: 10.5)  // 2×, and one step: paused at the first move's 2 s
        let text = " Replay · 2× · move 1/8 · paused  Deck 69  Sets 0  Score 0  00:02"
        let expected = GridExpectation([text])
            .styled(Rect(x: 1, y: 0, width: 31, height: 1), Self.replayLook)
            .styled(Rect(x: 34, y: 0, width: 5, height: 1), Self.label)
            .styled(Rect(x: 39, y: 0, width: 4, height: 1), Self.value)
            .styled(Rect(x: 43, y: 0, width: 5, height: 1), Self.label)
            .styled(Rect(x: 48, y: 0, width: 3, height: 1), Self.value)
            .styled(Rect(x: 51, y: 0, width: 6, height: 1), Self.label)
            .styled(Rect(x: 57, y: 0, width: 3, height: 1), Self.value)
            .styled(Rect(x: 60, y: 0, width: 5, height: 1), Self.value)
        let grid = app.render()
        #expect(expected.differences(from: grid, x: 0, y: 1) == [])
        #expect(grid.lines[1].count == text.count || grid.lines[1].dropFirst(text.count).allSatisfy { $0 == " " })
        app.type(" ", at: 11)
        #expect(app.render().lines[1].hasPrefix(" Replay · 2× · move 1/8  Deck 69"))
    }

    @Test("without UTF-8 the line is spelled in ASCII; on a narrow screen it is short but still says Replay")
    func asciiAndNarrow() {
        var ascii = AppModel(
            settings: AppSettings(colorMode: .ansi256, ascii: true, animated: false), seed: 1, width: 100, height: 30, now: 0)
        ascii.receive([ReplayTests.record()], rank: nil, notice: nil, at: 0)
        ascii.press(.function(2), at: 0)
        ascii.press(.enter, at: 0)
        ascii.type(".", at: 0)
        #expect(ascii.render().lines[1].hasPrefix(" Replay - 1x - move 1/8 - paused  Deck 69"))
        var narrow = makeApp(width: 60, height: 20)
        narrow.receive([ReplayTests.record()], rank: nil, notice: nil, at: 0)
        narrow.press(.function(2), at: 0)
        narrow.press(.enter, at: 0)
        narrow.type(".", at: 0)
        // At 60 × 20 the replay's cards take the tab bar's row: its keys end the status line's.
        let line = narrow.render().lines[0]
        #expect(line.hasPrefix(" Replay 1× 1/8 paused "), "\(line)")
        #expect(line.hasSuffix(" F1│F2│F3│F4│F5 "), "\(line)")
        #expect(narrow.render()[1, 0].style == Self.replayLook)
    }

    @Test("the help bar lists the replay's keys; Space's word follows the pause")
    func helpBar() {
        var app = ReplayTests.scoresApp()
        app.press(.enter, at: 10)
        let bottom = app.render().lines[29]
        #expect(bottom == " Space pause  → step  + - speed  Esc back to scores  ? help  Q quit" + String(repeating: " ", count: 100 - 67))
        app.type("p", at: 10)
        #expect(app.render().lines[29].hasPrefix(" Space play  → step"))
    }

    @Test("the Scores tab marks the cursor's row with ▶ in reverse; the last game's row stays bold")
    func cursorRow() {
        var other = ReplayTests.record(score: 40)
        other.seed = 99
        var app = ReplayTests.scoresApp([ReplayTests.record(), other])
        app.receive([ReplayTests.record(), other], rank: 1, notice: nil, at: 10)
        app.press(.down, at: 10)
        app.press(.down, at: 10)
        let grid = app.render()
        #expect(grid.lines[3].hasPrefix("    1     50"))
        #expect(grid[0, 3].style == CellStyle(bold: true, reverse: true))
        #expect(grid.lines[4].hasPrefix("▶   2     40"))
        #expect(grid[0, 4].style == CellStyle(reverse: true) && grid[10, 4].style == CellStyle(reverse: true))
        #expect(grid.lines[29].hasPrefix(" ↑↓ choose  Enter replay  PgUp PgDn page"))
    }
}
