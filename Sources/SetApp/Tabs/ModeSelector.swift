import SetCore
import SetRender

/// The line under the Scores and Statistics tabs naming the modes they can show, the shown
/// one in reverse video, and the key that switches: `Mode  standard  test   m: next mode`.
struct ModeSelector {
    let modes: [GameMode]
    let selected: GameMode

    /// Draws the line on row `y` from column 1.
    func draw(on grid: inout Grid, y: Int) {
        grid.put("Mode", x: 1, y: y, style: CellStyle(dim: true))
        var x = 7
        for mode in modes {
            let name = String(mode.name.printable.prefix(16))
            grid.put(" \(name) ", x: x, y: y, style: mode == selected ? CellStyle(bold: true, reverse: true) : CellStyle())
            x += name.count + 3
        }
        if modes.count > 1 { grid.put("m: next mode", x: x + 1, y: y, style: CellStyle(dim: true)) }
    }
}

extension GameMode {
    /// The name as the views show it: printable ASCII, at most 10 characters (a column's width).
    var shortName: String {
        String(name.printable.prefix(10))
    }
}
