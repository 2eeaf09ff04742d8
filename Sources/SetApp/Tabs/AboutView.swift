import SetAnimation
import SetCore
import SetRender
import SetTable

/// The About tab (B4): what SET is, the rules in brief, the legend of the glyphs and the
/// themes, and, where there is room below, a looping animation of three cards that deal
/// themselves into a set, light up, and fly away. Taller than the screen, it scrolls, and says
/// which lines it shows.
struct AboutView {
    /// The player's settings: keyboard, theme, ascii, the card painter's.
    let settings: AppSettings
    /// The app's time, where the animation's loop is.
    let now: Double
    /// The glyphs' legend, at the board's card size.
    let legend: Legend
    /// The first line asked for (held so that the last line stays at the bottom).
    let scroll: Int

    /// Seconds between frames while the About tab is shown.
    static let frameInterval = 1.0 / 30
    /// Seconds of one loop of the animation.
    static let period = 4.0

    /// The title, then paragraphs, wrapped to the screen.
    static let title = "SET — the game of visual perception"

    /// What SET is, in the shapes and colors of `theme`; the keys of `keyboard`; and what
    /// this program is.
    static func paragraphs(keyboard: KeyboardLayout, theme: Theme) -> [String] {
        let columns = keyboard.keyColumns.prefix(3).map { $0.map(String.init).joined(separator: " ") }.joined(separator: ", ")
        func some(_ names: [String]) -> String { names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "") }
        return [
            "Every card shows 1, 2 or 3 \(some(theme.symbols.map { $0.name + "s" })), solid, striped or outlined, in "
                + "\(some(theme.colors.map(\.name))). Three cards are a SET when each of the four attributes is all the same or all different "
                + "on them. Take as many SETs as you can, fast: the game ends when the deck is empty and no SET is left.",
            "Keys: a card's key (\(columns) … by column), a click, or the arrows and Enter choose it. Space "
                + "deals 3, h hints, Esc clears, n starts anew, G gathers, F1–F\(Tab.allCases.count) or Tab switch tabs, ? helps, Q quits and saves.",
            "set-game \(SetGameVersion.current) · Swift and ncurses · after the SET card game by Marsha Falco",
        ]
    }

    /// Every line of the tab on a screen `width` wide, before scrolling: the title, then the
    /// paragraphs a blank line apart, the legend right after the rules that name its glyphs.
    func lines(width: Int) -> [(text: String, bold: Bool)] {
        let width = max(20, width - 4)
        var paragraphs = AboutView.paragraphs(keyboard: settings.keyboard, theme: settings.theme).map { TextWrap.words($0, width: width) }
        paragraphs.insert(legend.lines.flatMap { TextWrap.hanging($0, width: width) }, at: 1)
        return [(AboutView.title, true)] + paragraphs.flatMap { [("", false)] + $0.map { ($0, false) } }
    }

    /// Rows of text a screen `screenHeight` tall shows of `lineCount` lines: all between the
    /// tab bar and the help line, less the row that says which lines show when they do not
    /// all fit.
    static func visibleRows(lineCount: Int, screenHeight: Int) -> Int {
        let room = max(1, screenHeight - 3)
        return lineCount > room ? max(1, room - 1) : room
    }

    /// Draws the tab, its commands' row kept in `cache`.
    func draw(on grid: inout Grid, cache: RenderCache) {
        let ascii = settings.ascii
        let lines = lines(width: grid.width)
        let rows = AboutView.visibleRows(lineCount: lines.count, screenHeight: grid.height)
        let scrolls = lines.count > rows
        let commands: [CommandBar.Command] = [("d", "all 81 cards"), ("↑↓", "scroll"), ("Tab", "next tab"), ("F1", "board"), ("?", "help"), ("Q", "quit")]
        CommandBar.draw(commands.filter { scrolls || $0.key != "↑↓" }, ascii: ascii, cache: cache, on: &grid)
        let first = min(scroll, max(0, lines.count - rows))
        for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            grid.put(line.text.forTerminal(ascii: ascii), x: 2, y: 2 + offset, style: CellStyle(bold: line.bold))
        }
        guard !scrolls else {
            let shown = "lines \(first + 1)–\(first + rows) of \(lines.count) ↑↓".forTerminal(ascii: ascii)
            grid.put(shown, x: max(0, grid.width - shown.count - 1), y: grid.height - 2, style: CellStyle(dim: true))
            return
        }
        // Below the text, a blank line apart, above the help line.
        let y = 2 + lines.count + 1
        drawAnimation(in: Rect(x: 0, y: y, width: grid.width, height: grid.height - y - 1), cache: cache, on: &grid)
    }

    /// Three cards of a set, at the point of the loop ``now`` is in.
    private func drawAnimation(in stage: Rect, cache: RenderCache, on grid: inout Grid) {
        let height = min(9, stage.height), width = height * BoardLayout.aspectRatio
        guard height >= BoardLayout.minimumCardHeight, 3 * width + 4 <= stage.width else { return }
        let loop = Int(now / AboutView.period)
        let time = now - Double(loop) * AboutView.period
        let cards = AboutView.exampleSet(loop)
        let left = (stage.width - (3 * width + 4)) / 2
        let painter = settings.painter(cache: cache)
        var canvas = Grid(width: stage.width, height: stage.height)
        for (index, card) in cards.enumerated() {
            let rest = Rect(x: left + index * (width + 2), y: (stage.height - height) / 2, width: width, height: height)
            let arrival = Flight(
                from: Rect(x: rest.x + (index - 1) * stage.width / 2, y: -height - 2, width: width, height: height),
                to: rest, start: 0.3 * Double(index), duration: 0.6, easing: .easeOut
            )
            let departure = Flight(
                from: rest, to: Rect(x: rest.x, y: stage.height + 2, width: width, height: height),
                start: 2.8 + 0.1 * Double(index), duration: 0.5, easing: .easeIn
            )
            let frame = time < departure.start ? arrival.rect(at: time) : departure.rect(at: time)
            let lit = time >= 1.7 && time < departure.start && Int(time * 6) % 2 == 0
            painter.drawFace(card, label: nil, highlight: lit ? .matched : .normal, in: frame, on: &canvas)
        }
        grid.paste(canvas, x: stage.x, y: stage.y)
    }

    /// A different set for every loop: two cards chosen by the loop number and the card
    /// that completes them.
    static func exampleSet(_ loop: Int) -> [SetCard] {
        let first = SetCard(index: (loop * 29) % 81)
        let second = SetCard(index: (loop * 29 + 40) % 81)
        return [first, second, first.completingSet(with: second)]
    }
}
