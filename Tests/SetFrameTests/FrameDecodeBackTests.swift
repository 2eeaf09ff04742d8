import PropertyBased
import SetFrame
import SetRender
import SetTestSupport
import Testing

/// The encoder tested from the other side (ratatui's TestBackend, in reverse): its bytes,
/// applied by a terminal in miniature (``ANSIScreen``), must show the very frame that was
/// encoded, on screens up to 300 columns wide, frame after frame of changes.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct FrameDecodeBackTests {
    static let glyphs = ["a", "Z", " ", "─", "╱", "é", "▲", "中", "😀", "·"]
    static let styles = [
        CellStyle(), CellStyle(bold: true), CellStyle(foreground: .red), CellStyle(foreground: .indexed(12), dim: true),
        CellStyle(foreground: .indexed(208), background: .indexed(236)), CellStyle(background: .blue, reverse: true, underline: true),
        CellStyle(foreground: .ansi(7), italic: true),
    ]

    /// `frame` as a terminal shows it: each color as the palette number `colors` sends
    /// (none without colors).
    static func shown(_ frame: Grid, colors: ColorMapping?) -> Grid {
        func color(_ color: TerminalColor, standard: Int16) -> TerminalColor {
            guard let number = colors?.colorNumber(color, standard: standard), (0..<256).contains(number) else { return .standard }
            return .indexed(UInt8(number))
        }
        var grid = frame
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                var cell = frame[x, y]
                cell.style.foreground = color(cell.style.foreground, standard: 7)
                cell.style.background = color(cell.style.background, standard: 0)
                grid[x, y] = cell
            }
        }
        return grid
    }

    /// Writes one glyph in one style for each code, at a column and row the code picks.
    static func change(_ frame: inout Grid, _ codes: [Int]) {
        for code in codes {
            let place = code % (frame.width * frame.height)
            let glyph = glyphs[code / 7 % glyphs.count], style = styles[code / 3 % styles.count]
            frame.put(glyph, x: place % frame.width, y: place / frame.width, style: style)
        }
    }

    static let mappings: [ColorMapping?] = [ColorMapping(colorCount: 256), ColorMapping(colorCount: 16), ColorMapping(colorCount: 8), nil]

    @Test("random frames and their changes, up to 300 columns, read back as drawn")
    func framesReadBackAsDrawn() async {
        let frames = Gen.int(in: 0...Int(Int32.max)).array(of: 0...60).array(of: 1...5)
        await propertyCheck(count: 150, input: Gen.int(in: 1...300), Gen.int(in: 1...3), Gen.int(in: 0...3), frames) { width, height, mapping, frames in
            let colors = Self.mappings[mapping]
            var writer = FrameWriter(encoder: FrameEncoder(controls: .ansi(colors: colors)))
            var screen = ANSIScreen(width: width, height: height)
            var frame = Grid(width: width, height: height)
            for codes in frames {
                Self.change(&frame, codes)
                screen.apply(writer.bytes(for: frame))
                #expect(screen.problems == [])
                #expect(screen.grid == Self.shown(frame, colors: colors))
            }
        }
    }

    @Test("every column of a 300-wide row, each changed on its own, reads back")
    func everyColumnOnItsOwn() {
        let colors = ColorMapping(colorCount: 256)
        var writer = FrameWriter(encoder: FrameEncoder(controls: .ansi(colors: colors)))
        var screen = ANSIScreen(width: 300, height: 2)
        var frame = Grid(width: 300, height: 2)
        screen.apply(writer.bytes(for: frame))
        for column in 0..<300 {
            frame.put("x", x: column, y: column % 2, style: Self.styles[column % Self.styles.count])
            screen.apply(writer.bytes(for: frame))
            #expect(screen.grid == Self.shown(frame, colors: colors), "column \(column)")
        }
        #expect(screen.problems == [])
    }
}
