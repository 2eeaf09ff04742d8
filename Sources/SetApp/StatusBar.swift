import SetRender

/// The status line (D6) at the top and the help bar at the bottom.
struct StatusBar {
    let model: AppModel

    func draw(on grid: inout Grid) {
        drawStatus(on: &grid)
        drawHelp(on: &grid)
    }

    /// `Deck 66  Sets 3  Score 42  01:23  │ Set! +25`: the clock needs no label.
    private func drawStatus(on grid: inout Grid) {
        let game = model.game
        let fields = [
            ("Deck", "\(game.deck.count)"),
            ("Sets", "\(game.statistics.matchesFound)"),
            ("Score", "\(game.score)"),
            ("", StatusBar.clock(model.elapsedSeconds)),
        ]
        var x = 1
        for (label, value) in fields {
            if !label.isEmpty {
                grid.put(label + " ", x: x, y: model.geometry.statusRow, style: CellStyle(dim: true))
                x += label.count + 1
            }
            grid.put(value, x: x, y: model.geometry.statusRow, style: CellStyle(bold: true))
            x += value.count + 2
        }
        if model.settings.rule == .anyGroup {
            grid.put("TEST", x: x, y: model.geometry.statusRow, style: CellStyle(foreground: .magenta, reverse: true))
            x += 6
        }
        guard let note = model.note else { return }
        let separator = model.settings.ascii ? "| " : "│ "
        let text = note.text.forTerminal(ascii: model.settings.ascii)
        grid.put(separator, x: x, y: model.geometry.statusRow, style: CellStyle(dim: true))
        grid.put(text, x: x + 2, y: model.geometry.statusRow, style: StatusBar.style(note.tone, mode: model.settings.colorMode))
    }

    /// `Space deal 3  h hint  Esc clear  n new  ? help  Q quit  ←↑↓→ move  Enter choose`, as much as fits.
    private func drawHelp(on grid: inout Grid) {
        let arrows = model.settings.ascii ? "arrows" : "←↑↓→"
        AppView.drawCommands(
            [("Space", "deal 3"), ("h", "hint"), ("Esc", "clear"), ("n", "new"), ("?", "help"), ("Q", "quit"), (arrows, "move"), ("Enter", "choose")],
            ascii: model.settings.ascii, on: &grid
        )
    }

    /// `mm:ss`, or `h:mm:ss` past an hour.
    static func clock(_ seconds: Double) -> String {
        let total = Int(max(0, seconds))
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(secs))" : "\(two(minutes)):\(two(secs))"
    }

    static func style(_ tone: StatusNote.Tone, mode: ColorMode) -> CellStyle {
        switch (tone, mode) {
        case (.info, _): CellStyle()
        case (.good, .monochrome): CellStyle(bold: true)
        case (.bad, .monochrome): CellStyle(bold: true, underline: true)
        case (.good, _): CellStyle(foreground: .green, bold: true)
        case (.bad, _): CellStyle(foreground: .red, bold: true)
        }
    }
}
