import SetRender
import SetTestSupport
import Testing

@testable import SetFrame

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct FrameDiffTests {
    private func grid(_ lines: [String]) -> Grid {
        var grid = Grid(width: lines.map(\.count).max() ?? 0, height: lines.count)
        for (row, line) in lines.enumerated() { grid.put(line, x: 0, y: row) }
        return grid
    }

    @Test func withoutPreviousFrameEveryRowIsOneRun() {
        let next = grid(["ab", "cd"])
        let runs = FrameDiff.runs(from: nil, to: next)
        #expect(runs == [
            FrameDiff.Run(row: 0, column: 0, cells: [Cell("a"), Cell("b")]),
            FrameDiff.Run(row: 1, column: 0, cells: [Cell("c"), Cell("d")]),
        ])
        #expect(FrameDiff.needsFullRedraw(from: nil, to: next))
    }

    @Test func aSizeChangeRedrawsEverything() {
        let previous = grid(["ab", "cd"])
        let next = grid(["ab", "cd", "ef"])
        #expect(FrameDiff.needsFullRedraw(from: previous, to: next))
        #expect(FrameDiff.runs(from: previous, to: next).map(\.cells.count) == [2, 2, 2])
    }

    @Test func identicalFramesWriteNothing() {
        let frame = grid(["hello", "world"])
        #expect(FrameDiff.runs(from: frame, to: frame).isEmpty)
        #expect(!FrameDiff.needsFullRedraw(from: frame, to: frame))
    }

    @Test func consecutiveChangesFormOneRunPerStretch() {
        let previous = grid(["abcdef", "ghijkl"])
        let next = grid(["aXYdeZ", "ghijkl"])
        #expect(FrameDiff.runs(from: previous, to: next) == [
            FrameDiff.Run(row: 0, column: 1, cells: [Cell("X"), Cell("Y")]),
            FrameDiff.Run(row: 0, column: 5, cells: [Cell("Z")]),
        ])
    }

    @Test func aStyleChangeAloneIsAChange() {
        let previous = grid(["ab"])
        var next = previous
        next.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { $0.bold = true }
        #expect(FrameDiff.runs(from: previous, to: next) == [
            FrameDiff.Run(row: 0, column: 1, cells: [Cell("b", style: CellStyle(bold: true))]),
        ])
    }

    @Test func runsNeverWrapAcrossRows() {
        let previous = grid(["ab", "cd"])
        let next = grid(["aX", "Yd"])
        #expect(FrameDiff.runs(from: previous, to: next) == [
            FrameDiff.Run(row: 0, column: 1, cells: [Cell("X")]),
            FrameDiff.Run(row: 1, column: 0, cells: [Cell("Y")]),
        ])
    }

    @Test func applyingTheRunsToThePreviousFrameGivesTheNextOne() {
        var previous = Grid(width: 7, height: 3)
        previous.put("♦ ● ▲", x: 1, y: 1, style: CellStyle(foreground: .red))
        var next = previous
        next.fill(Rect(x: 2, y: 0, width: 3, height: 2), with: Cell("▒", style: CellStyle(background: .indexed(22))))
        var replayed = previous
        for run in FrameDiff.runs(from: previous, to: next) {
            for (offset, cell) in run.cells.enumerated() { replayed[run.column + offset, run.row] = cell }
        }
        #expect(replayed == next)
    }

    @Test func aRunStartingOnTheRightHalfOfAWideCharacterStartsOnItsLeftHalf() {
        var previous = Grid(width: 4, height: 1)
        previous.put("中x", x: 0, y: 0)
        var next = previous
        next.restyle(Rect(x: 1, y: 0, width: 2, height: 1)) { $0.bold = true }
        let runs = FrameDiff.runs(from: previous, to: next)
        #expect(runs.map(\.column) == [0])
        #expect(runs.first?.cells == [Cell("中"), .wideContinuation(style: CellStyle(bold: true)), Cell("x", style: CellStyle(bold: true))])
    }

    @Test func anEmptyGridHasNoRuns() {
        #expect(FrameDiff.runs(from: nil, to: Grid(width: 0, height: 3)).isEmpty)
    }
}
