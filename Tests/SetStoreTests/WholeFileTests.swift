import Foundation
import SetStore
import SetTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct WholeFileTests {
    @Test("a file is read whole, past the first chunk of 64 KiB")
    func wholeFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("WholeFileTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        try bytes.write(to: url)
        #expect(WholeFile.read(url.path) == bytes)
        try Data().write(to: url)
        #expect(WholeFile.read(url.path) == Data())
    }

    @Test func aMissingFileOrADirectoryIsNil() {
        #expect(WholeFile.read("/nonexistent/WholeFileTests") == nil)
        #expect(WholeFile.read(FileManager.default.temporaryDirectory.path) == nil)
    }
}
