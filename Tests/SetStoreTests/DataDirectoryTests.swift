import Foundation
import SetStore
import SetTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct DataDirectoryTests {
    @Test func overrideWins() throws {
        let directory = try DataDirectory(override: "/tmp/x", environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/p"])
        #expect(directory.url.path == "/tmp/x")
    }

    @Test func xdgDataHomeComesNext() throws {
        let directory = try DataDirectory(override: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/p"])
        #expect(directory.url.path == "/data/set-game")
    }

    @Test func homeIsTheFallback() throws {
        let directory = try DataDirectory(override: nil, environment: ["HOME": "/home/p"])
        #expect(directory.url.path == "/home/p/.local/share/set-game")
    }

    @Test func emptyOrRelativeXDGDataHomeIsIgnored() throws {
        for value in ["", "relative/data"] {
            let directory = try DataDirectory(override: "", environment: ["XDG_DATA_HOME": value, "HOME": "/home/p"])
            #expect(directory.url.path == "/home/p/.local/share/set-game")
        }
    }

    @Test func nowhereToGoIsAnError() {
        #expect(throws: StoreError.noDataDirectory) { try DataDirectory(override: nil, environment: [:]) }
    }

    @Test func storesCreateTheDirectoryWithItsParentsOnWrite() throws {
        let temporary = TemporaryDirectory()
        let directory = try DataDirectory(override: nil, environment: ["XDG_DATA_HOME": temporary.url.appendingPathComponent("a/b").path])
        #expect(!FileManager.default.fileExists(atPath: directory.url.path))
        _ = try ScoreStore(directory: directory.url).append([record(5)])
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("scores.sqlite").path))
    }
}

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct DataDirectoryEnvironmentTests {
    @Test func theVariablesAreReadAsTheProcessHasThem() throws {
        let process = ProcessInfo.processInfo.environment
        #expect(DataDirectory.processVariable("HOME") == process["HOME"])
        #expect(DataDirectory.processVariable("XDG_DATA_HOME") == process["XDG_DATA_HOME"])
        #expect(DataDirectory.processVariable("SET_GAME_SURELY_UNSET_\(getpid())") == nil)
        let expected = try DataDirectory(override: nil, environment: process.filter { ["HOME", "XDG_DATA_HOME"].contains($0.key) })
        #expect(try DataDirectory(override: nil) == expected)
    }
}
