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
    /// Runs `body` while holding an exclusive lock on `lockFile`, waiting for it if another
    /// holder has it. Creates the lock file, and its directory, when needed. The lock is
    /// released when `body` returns or throws, and by the system if the process dies.
    public static func withExclusiveLock<Result>(on lockFile: URL, _ body: () throws -> Result) throws -> Result {
        let directory = lockFile.deletingLastPathComponent()
        try StoreError.wrapping("create the directory", directory) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        let descriptor = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw StoreError.system("open the lock file", lockFile) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw StoreError.system("lock", lockFile) }
        }
        return try body()
    }
}
