import Foundation
import Testing

@testable import SetStore

@Suite(.timeLimit(.minutes(10))) struct FileLockTests {
    let directory = TemporaryDirectory()

    /// Whether another open of `url` could take the lock right now.
    func lockIsFree(_ url: URL) -> Bool {
        let descriptor = open(url.path, O_RDWR)
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) == 0
    }

    @Test func holdsTheLockWhileTheBodyRunsAndReleasesIt() throws {
        let lock = directory.url.appendingPathComponent("scores.json.lock")
        let heldInside = try FileLock.withExclusiveLock(on: lock) { !lockIsFree(lock) }
        #expect(heldInside)
        #expect(lockIsFree(lock))
    }

    @Test func releasesTheLockWhenTheBodyThrows() throws {
        let lock = directory.url.appendingPathComponent("scores.json.lock")
        #expect(throws: StoreError.noDataDirectory) {
            try FileLock.withExclusiveLock(on: lock) { throw StoreError.noDataDirectory }
        }
        #expect(lockIsFree(lock))
    }

    @Test func createsTheLockFileAndItsDirectory() throws {
        let lock = directory.url.appendingPathComponent("new/scores.json.lock")
        try FileLock.withExclusiveLock(on: lock) {}
        #expect(FileManager.default.fileExists(atPath: lock.path))
    }
}
