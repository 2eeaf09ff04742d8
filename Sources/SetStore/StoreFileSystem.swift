import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls through which the stores change files: creating, writing, flushing,
/// renaming, deleting and locking. A test passes its own to watch them (the `fsync` before
/// the `rename`) or to fail them as a full or read-only disk does. Each returns what its
/// system call returns and, on failure, leaves the reason in `errno`.
public protocol StoreFileSystem: Sendable {
    /// `mkdir(path, 0o755)`: one directory, whose parent exists.
    func makeDirectory(_ path: String) -> Int32
    /// `mkstemp(template)`: a new file named by `template`, its `XXXXXX` filled in.
    func makeTemporaryFile(_ template: inout [CChar]) -> Int32
    /// `open(path, flags, 0o644)`.
    func open(_ path: String, _ flags: Int32) -> Int32
    /// `pwrite(descriptor, bytes, count, offset)`.
    func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, at offset: Int) -> Int
    /// `fsync(descriptor)`: the file's data, or a directory's entries, on disk.
    func sync(_ descriptor: Int32) -> Int32
    /// `close(descriptor)`.
    func close(_ descriptor: Int32) -> Int32
    /// `rename(source, target)`.
    func rename(_ source: String, _ target: String) -> Int32
    /// `unlink(path)`.
    func unlink(_ path: String) -> Int32
    /// `flock(descriptor, operation)`.
    func lock(_ descriptor: Int32, _ operation: Int32) -> Int32
}

/// The file system itself, through its system calls.
public struct SystemFileSystem: StoreFileSystem {
    public init() {}

    public func makeDirectory(_ path: String) -> Int32 { mkdir(path, 0o755) }

    public func makeTemporaryFile(_ template: inout [CChar]) -> Int32 {
        template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    }

    public func open(_ path: String, _ flags: Int32) -> Int32 { Glibc.open(path, flags, 0o644) }

    public func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, at offset: Int) -> Int {
        pwrite(descriptor, bytes, count, off_t(offset))
    }

    public func sync(_ descriptor: Int32) -> Int32 { fsync(descriptor) }
    public func close(_ descriptor: Int32) -> Int32 { Glibc.close(descriptor) }
    public func rename(_ source: String, _ target: String) -> Int32 { Glibc.rename(source, target) }
    public func unlink(_ path: String) -> Int32 { Glibc.unlink(path) }
    public func lock(_ descriptor: Int32, _ operation: Int32) -> Int32 { flock(descriptor, operation) }
}

extension StoreFileSystem {
    /// Creates `directory` and any missing parents, as `mkdir -p` does, its path standardized
    /// first (`.` dropped, `..` taking off the component before it).
    /// - Throws: ``StoreError/io(operation:file:reason:)`` naming the directory asked for.
    func makeDirectories(_ directory: URL) throws {
        var path = ""
        for component in Self.standardizedComponents(of: directory.plainPath) {
            path += "/" + String(component)  // String + String: no generic append to resolve at run time
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
            guard makeDirectory(path) == 0 || errno == EEXIST else {
                throw StoreError.system("create the directory", directory)
            }
        }
    }

    /// The components of the absolute path `path` once `.` and `..` are taken out, as
    /// `URL.standardizedFileURL` takes them out. Worked out here because Foundation's
    /// standardizing builds a `Set<UInt8>` whose metadata the runtime looks up by name,
    /// checking `UInt8: Hashable` against every conformance record in the binary: 290,000
    /// instructions, and a page of each record's descriptor touched, on every launch (the
    /// data directory's write check).
    static func standardizedComponents(of path: String) -> [Substring] {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            if component == "." { continue }
            if component == ".." {
                _ = components.popLast()
            } else {
                components.append(component)
            }
        }
        return components
    }
}
