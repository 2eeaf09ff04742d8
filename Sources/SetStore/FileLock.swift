import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive advisory lock (`flock`) on a separate lock file, held across a
/// read-modify-write so that two running games never lose each other's scores (B3).
///
/// `flock` locks belong to the open file description, so they exclude other processes and
/// also other opens of the same lock file within one process.
public enum FileLock {
    /// Runs `body` while holding an exclusive lock on `lockFile`, waiting for it at most
    /// `patience` if another holder has it (nil: as long as it takes). Creates the lock
    /// file, and its directory, when needed. The lock is released when `body` returns or
    /// throws, and by the system if the process dies.
    /// - Throws: ``StoreError/busy(file:)`` when the wait ran out,
    ///   ``StoreError/io(operation:file:reason:)`` when the lock cannot be taken.
    public static func withExclusiveLock<Result>(
        on lockFile: URL, fileSystem: any StoreFileSystem = SystemFileSystem(), patience: Duration? = nil,
        _ body: () throws -> Result
    ) throws -> Result {
        try withExclusiveLockIfWritable(on: lockFile, fileSystem: fileSystem, patience: patience) { locked in
            guard locked else { throw StoreError.system("open the lock file", lockFile) }
            return try body()
        }
    }

    /// Runs `body` holding the lock, as ``withExclusiveLock(on:fileSystem:patience:_:)``
    /// does, and passes it `true`; when the lock file cannot be opened because its directory
    /// may not be written (read-only, no permission), runs it without the lock and passes
    /// `false`: no one can replace a file there, so reading it unlocked is safe.
    public static func withExclusiveLockIfWritable<Result>(
        on lockFile: URL, fileSystem: any StoreFileSystem = SystemFileSystem(), patience: Duration? = nil,
        _ body: (_ locked: Bool) throws -> Result
    ) throws -> Result {
        var descriptor = fileSystem.open(lockFile.plainPath, O_RDWR | O_CREAT | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT {
            try fileSystem.makeDirectories(lockFile.deletingLastPathComponent())
            descriptor = fileSystem.open(lockFile.plainPath, O_RDWR | O_CREAT | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            if [EROFS, EACCES, EPERM].contains(errno) { return try body(false) }
            throw StoreError.system("open the lock file", lockFile)
        }
        defer { _ = fileSystem.close(descriptor) }
        try take(descriptor, of: lockFile, fileSystem, patience: patience)
        return try body(true)
    }

    /// Takes the lock on the open `descriptor`: waiting in the kernel without `patience`,
    /// else asking without waiting every few milliseconds until it runs out.
    private static func take(_ descriptor: Int32, of lockFile: URL, _ fileSystem: any StoreFileSystem, patience: Duration?) throws {
        guard let patience else {
            while fileSystem.lock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { throw StoreError.system("lock", lockFile) }
            }
            return
        }
        let deadline = monotonicNanoseconds() + nanoseconds(patience)
        while fileSystem.lock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { throw StoreError.system("lock", lockFile) }
            guard monotonicNanoseconds() < deadline else { throw StoreError.busy(file: lockFile.lastPathComponent) }
            usleep(5_000)
        }
    }

    /// `CLOCK_MONOTONIC` in nanoseconds. Not `ContinuousClock`: its code is the concurrency
    /// library's, one 270 KB block the kernel maps 64 KB at a time, which reading the score
    /// list after the first board ran for nothing else.
    private static func monotonicNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }

    /// `duration` in nanoseconds, 0…one day.
    static func nanoseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        guard seconds >= 0, attoseconds >= 0 else { return 0 }
        guard seconds < 86_400 else { return 86_400_000_000_000 }
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
