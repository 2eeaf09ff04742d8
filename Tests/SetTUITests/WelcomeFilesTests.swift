import Foundation
import SetApp
import SetStore
import SetTestSupport
import Testing

@testable import SetTUI

/// The first-run welcome is shown once per data directory (issue 24 item 18): its marker
/// is written when the player has seen it.
@Suite("The welcome's marker in the data directory", .timeLimit(.minutes(1)), .takesTurns)
struct WelcomeFilesTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("WelcomeFilesTests-\(UUID().uuidString)")

    private func welcomes(_ messages: [AppMessage]) -> Int {
        messages.filter { if case .welcome = $0 { true } else { false } }.count
    }

    @Test("a fresh directory welcomes on the first frame; once seen, the marker is there and later launches do not")
    func onceSeenNeverAgain() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        #expect(welcomes(files.openingMessages()) == 1)
        #expect(welcomes(files.launchMessages()) == 0, "not again after the board: it came before")
        #expect(welcomes(AppFiles(dataDirectory: directory.path, settings: AppSettings()).openingMessages()) == 1, "not seen yet: again")
        #expect(files.perform(.markWelcomed).isEmpty)
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(DataDirectory.welcomeMarkerName).path))
        #expect(welcomes(AppFiles(dataDirectory: directory.path, settings: AppSettings()).openingMessages()) == 0)
    }

    @Test("a directory that cannot be written still welcomes, and marking it tells nothing more than the launch did")
    func unwritableDirectory() {
        let files = AppFiles(dataDirectory: "/proc/nonexistent/x", settings: AppSettings())
        #expect(welcomes(files.openingMessages()) == 1)
        #expect(files.perform(.markWelcomed).isEmpty)
    }
}
