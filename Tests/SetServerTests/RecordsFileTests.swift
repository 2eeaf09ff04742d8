import EndToEndSupport
import Foundation
import GRDB
@testable import SetServer
import SetTestSupport
import Testing

/// Records that cannot keep what is written to them are refused at start-up, in words
/// (issue 43, item 4).
@Suite("SQLite records checked at start-up", .timeLimit(.minutes(1)), .ownThreads)
struct RecordsFileTests {
    static func directory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("set-game-records-\(UUID().uuidString)")
    }

    @Test("a zero-byte records file is refused, not started as empty records")
    func emptyFile() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: SQLiteStore.file(in: directory).path, contents: Data())
        #expect(throws: RecordsFileError(file: SQLiteStore.file(in: directory), problem: .empty)) { try SQLiteStore(directory: directory) }
        let error = RecordsFileError(file: SQLiteStore.file(in: directory), problem: .empty)
        #expect(error.description.contains("0 bytes") && error.description.contains("move it away"))
    }

    @Test("a records file that is not a database is refused with SQLite's reason")
    func notADatabase() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: SQLiteStore.file(in: directory).path, contents: Data(repeating: 0x41, count: 4096))
        let thrown = #expect(throws: RecordsFileError.self) { try SQLiteStore(directory: directory) }
        guard case .unreadable(let reason)? = thrown?.problem else {
            Issue.record("not refused as unreadable: \(String(describing: thrown))")
            return
        }
        #expect(reason.contains("not a database"))
    }

    @Test("records SQLite can only read are refused as unwritable; good records pass the same check")
    func readOnly() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = SQLiteStore.file(in: directory)
        _ = try SQLiteStore(directory: directory)
        var configuration = Configuration()
        configuration.readonly = true
        let readOnly = try DatabasePool(path: file.path, configuration: configuration)
        let thrown = #expect(throws: RecordsFileError.self) { try SQLiteStore.checkWritable(readOnly, file: file) }
        guard case .unwritable? = thrown?.problem else {
            Issue.record("not refused as unwritable: \(String(describing: thrown))")
            return
        }
        #expect(throws: Never.self) { try SQLiteStore.checkWritable(try DatabasePool(path: file.path), file: file) }
    }

    @Test("an immutable records file (chattr +i) is refused as one that cannot be written")
    func immutable() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = SQLiteStore.file(in: directory)
        _ = try SQLiteStore(directory: directory)
        // Not a mode: root (CI, this machine) writes a 0444 file all the same.
        let locked = try ChildProcess.run(["chattr", "+i", file.path])
        try #require(locked.status == 0, "chattr +i: \(locked.error)")
        defer { _ = try? ChildProcess.run(["chattr", "-i", file.path]) }
        let thrown = #expect(throws: RecordsFileError.self) { try SQLiteStore(directory: directory) }
        guard case .unwritable(let reason)? = thrown?.problem else {
            Issue.record("not refused as unwritable: \(String(describing: thrown))")
            return
        }
        #expect(reason.contains("readonly"))
        #expect(thrown?.description.contains("cannot be written") == true)
    }
}
