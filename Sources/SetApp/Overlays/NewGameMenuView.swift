import SetCore
import SetRender
import SetTable

/// Draws the New game menu as a box over the board: a line per mode (its letter in reverse
/// video, the line reached in bold with a `▸`), the computer's level between `◂ ▸`, and the
/// keys at the bottom.
struct NewGameMenuView {
    let menu: NewGameMenu
    let ascii: Bool

    func draw(on grid: inout Grid) {
        let text = menu.lines.map { line in
            ascii ? String(line.map { $0 == "▸" ? ">" : $0 == "◂" ? "<" : $0 }).forTerminal(ascii: true) : line
        }
        let inner = min(grid.width - 4, text.map(\.count).max() ?? 0)
        let box = Rect(
            x: max(0, (grid.width - inner - 4) / 2), y: max(0, (grid.height - text.count - 2) / 2),
            width: min(grid.width, inner + 4), height: min(grid.height, text.count + 2)
        )
        grid.fill(box, with: .blank)
        grid.drawBorder(of: box, with: CardHighlight.normal.border(ascii: ascii))
        grid.put(" New game ", x: box.x + 2, y: box.y, style: CellStyle(bold: true))
        let firstEntry = menu.abandons ? 3 : 0
        for (row, line) in text.enumerated() where row < box.height - 2 {
            let y = box.y + 1 + row
            let shown = String(line.prefix(inner))
            let entry = row - firstEntry
            guard menu.entries.indices.contains(entry) else {
                grid.put(shown, x: box.x + 2, y: y)
                continue
            }
            grid.put(shown, x: box.x + 2, y: y, style: entry == menu.selected ? CellStyle(bold: true) : CellStyle())
            grid.put(String(menu.entries[entry].key), x: box.x + 4, y: y, style: CellStyle(bold: true, reverse: true))
        }
    }
}
