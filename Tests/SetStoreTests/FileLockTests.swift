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

    @Test("a lock held elsewhere is waited for as long as the patience, then busy")
    func waitsItsPatienceThenIsBusy() throws {
        let lock = directory.url.appendingPathComponent("scores.json.lock")
        try FileLock.withExclusiveLock(on: lock) {}
        let holder = open(lock.path, O_RDWR)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX | LOCK_NB) == 0)
        let start = Date()
        #expect(throws: StoreError.busy(file: "scores.json.lock")) {
            try FileLock.withExclusiveLock(on: lock, patience: .milliseconds(120)) {}
        }
        let waited = Date().timeIntervalSince(start)
        #expect(waited >= 0.12 && waited < 5, "waited \(waited) s")
    }

    @Test("the patience in nanoseconds, held to 0…one day")
    func patienceInNanoseconds() {
        #expect(FileLock.nanoseconds(.milliseconds(250)) == 250_000_000)
        #expect(FileLock.nanoseconds(.seconds(2)) == 2_000_000_000)
        #expect(FileLock.nanoseconds(.nanoseconds(7)) == 7)
        #expect(FileLock.nanoseconds(.seconds(-1)) == 0)
        #expect(FileLock.nanoseconds(.seconds(Int64.max)) == 86_400_000_000_000)
    }
}
