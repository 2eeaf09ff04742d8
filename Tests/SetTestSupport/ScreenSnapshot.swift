import Foundation
import SetRender
import SnapshotTesting

extension Snapshotting where Value == Grid, Format == String {
    /// A screen as ``ScreenText``: every glyph and every cell's style, compared line by line.
    public static var screen: Snapshotting {
        Snapshotting<String, String>.lines.pullback(ScreenText.of)
    }
}

/// Compares `grid` with its golden file, `__Snapshots__/FILE/TEST.NAME.txt` beside the test
/// file (TEST is the test function's name without its arguments), and records an issue
/// naming each row that differs.
///
/// Golden files are written on purpose only: `SNAPSHOT_TESTING_RECORD=all swift test
/// --filter …` rewrites them (`missing` writes only the absent ones). Without it nothing is
/// written, and a missing golden file fails the test, as in CI.
public func expectScreen(
    _ grid: Grid, named name: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    assertSnapshot(
        of: grid, as: .screen, named: name, record: goldenRecordMode,
        fileID: fileID, file: filePath, testName: String(testName.prefix { $0 != "(" }), line: line, column: column
    )
}

/// `SNAPSHOT_TESTING_RECORD` when it names a mode, else never: unlike the library's default
/// (`missing`), a run never writes a golden file nobody asked for.
private let goldenRecordMode: SnapshotTestingConfiguration.Record = {
    ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"].flatMap(SnapshotTestingConfiguration.Record.init(rawValue:)) ?? .never
}()
