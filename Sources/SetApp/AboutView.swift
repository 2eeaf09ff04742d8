import SetAnimation
import SetCore
import SetRender

/// The About tab (B4): what SET is, the rules in brief, and a looping animation of three
/// cards that deal themselves into a set, light up, and fly away.
struct AboutView {
    let model: AppModel

    /// Seconds between frames while the About tab is shown.
    static let frameInterval = 1.0 / 30
    /// Seconds of one loop of the animation.
    static let period = 4.0

    static let text = [
        "SET — the game of visual perception",
        "",
        "Every card shows 1, 2 or 3 symbols: diamonds, ovals or squiggles, solid, striped or",
        "outlined, in red, green or purple. Three cards make a SET when, in each of the four",
        "attributes, they are all the same or all different. Find as many as you can, fast.",
        "",
        "12 cards are dealt; Space deals 3 more when you are stuck. When the deck is empty and",
        "no SET is left on the table, the game is over. Press ? on the board for keys and scoring.",
        "",
        "set-game \(SetGameVersion.current) · Swift and ncurses · based on the SET card game by Marsha Falco",
    ]

    func draw(on grid: inout Grid) {
        AppView.drawCommands([("Tab", "next tab"), ("F1", "board"), ("?", "help"), ("Q", "quit")], on: &grid)
        let ascii = model.settings.ascii
        for (offset, line) in AboutView.text.enumerated() {
            grid.put(ascii ? line.replacingDashes().replacingOccurrences("·", with: "-") : line, x: 2, y: 2 + offset,
                     style: CellStyle(bold: offset == 0))
        }
        let stage = Rect(x: 0, y: 3 + AboutView.text.count, width: grid.width, height: grid.height - AboutView.text.count - 5)
        drawAnimation(in: stage, on: &grid)
    }

    /// Three cards of a set, at the point of the loop `model.now` is in.
    private func drawAnimation(in stage: Rect, on grid: inout Grid) {
        let height = min(9, stage.height), width = height * BoardLayout.aspectRatio
        guard height >= BoardLayout.minimumCardHeight, 3 * width + 4 <= stage.width else { return }
        let loop = Int(model.now / AboutView.period)
        let time = model.now - Double(loop) * AboutView.period
        let cards = AboutView.exampleSet(loop)
        let left = (stage.width - (3 * width + 4)) / 2
        let painter = model.settings.painter
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

extension String {
    /// Every `target` replaced by `replacement`.
    func replacingOccurrences(_ target: Character, with replacement: Character) -> String {
        String(map { $0 == target ? replacement : $0 })
    }
}
