import SetAnimation
import SetCore
import SetRender
import SetTable

/// The About tab (B4): what SET is, the rules in brief, the legend of the glyphs and the
/// themes, and, where there is room below, a looping animation of three cards that deal
/// themselves into a set, light up, and fly away.
struct AboutView {
    /// The player's settings: keyboard, theme, ascii, the card painter's.
    let settings: AppSettings
    /// The app's time, where the animation's loop is.
    let now: Double
    /// The glyphs' legend, at the board's card size.
    let legend: Legend
    /// The drawing session's cache.
    let cache: RenderCache

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

    func draw(on grid: inout Grid) {
        CommandBar.draw([("d", "all 81 cards"), ("Tab", "next tab"), ("F1", "board"), ("?", "help"), ("Q", "quit")], ascii: settings.ascii, cache: cache, on: &grid)
        let ascii = settings.ascii
        grid.put(AboutView.title.forTerminal(ascii: ascii), x: 2, y: 2, style: CellStyle(bold: true))
        let width = max(20, grid.width - 4)
        let legendLines = legend.lines.flatMap { TextWrap.hanging($0, width: width) }
        var paragraphs = AboutView.paragraphs(keyboard: settings.keyboard, theme: settings.theme).map { TextWrap.words($0, width: width) }
        paragraphs.insert(legendLines, at: 1)  // the glyphs right after the rules that name them
        var y = 4
        // Above the help line, which names the keys (`d` shows all 81 cards).
        for paragraph in paragraphs {
            for line in paragraph where y < grid.height - 1 {
                grid.put(line.forTerminal(ascii: ascii), x: 2, y: y)
                y += 1
            }
            y += 1
        }
        drawAnimation(in: Rect(x: 0, y: y, width: grid.width, height: grid.height - y - 1), on: &grid)
    }

    /// Three cards of a set, at the point of the loop ``now`` is in.
    private func drawAnimation(in stage: Rect, on grid: inout Grid) {
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
