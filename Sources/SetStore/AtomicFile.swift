import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents so that readers, and the next launch after a crash or power
/// cut, see either the old contents or the new, never a mix (B3).
public enum AtomicFile {
    /// The steps of a write, in order. Tests stop after one to leave what a crash leaves.
    enum Step: Int, Comparable {
        /// The data is in a temporary file beside the target.
        case writeTemporary
        /// The temporary file is flushed to disk.
        case syncTemporary
        /// The temporary file has replaced the target.
        case rename
        /// The directory entry of the rename is flushed to disk.
        case syncDirectory

        static func < (lhs: Step, rhs: Step) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Writes `data` to `url`: into a temporary file in the same directory, flushed with
    /// `fsync`, renamed over `url`, and the directory flushed so the rename is durable.
    /// Creates the directory, with missing parents, when needed. Every change goes through
    /// `fileSystem`.
    public static func write(_ data: Data, to url: URL, fileSystem: any StoreFileSystem = SystemFileSystem()) throws {
        try write(data, to: url, fileSystem: fileSystem, stoppingAfter: .syncDirectory)
    }

    /// A write that stops after `last`; returns the temporary file's URL, which exists
    /// unless the write went as far as ``Step/rename``.
    @discardableResult
    static func write(
        _ data: Data, to url: URL, fileSystem: any StoreFileSystem = SystemFileSystem(), stoppingAfter last: Step
    ) throws -> URL {
        let directory = url.deletingLastPathComponent()
        try fileSystem.makeDirectories(directory)
        let (descriptor, temporary) = try makeTemporaryFile(beside: url, fileSystem)
        do {
            defer { _ = fileSystem.close(descriptor) }
            try writeAll(data, to: descriptor, temporary, fileSystem)
            guard last > .writeTemporary else { return temporary }
            guard fileSystem.sync(descriptor) == 0 else { throw StoreError.system("flush", temporary) }
            guard last > .syncTemporary else { return temporary }
        } catch {
            _ = fileSystem.unlink(temporary.plainPath)
            throw error
        }
        guard fileSystem.rename(temporary.plainPath, url.plainPath) == 0 else {
            let error = StoreError.system("replace", url)
            _ = fileSystem.unlink(temporary.plainPath)
            throw error
        }
        guard last > .rename else { return temporary }
        try syncDirectory(directory, fileSystem)
        return temporary
    }

    /// Deletes the temporary files (`.<name>.XXXXXX`) that writes of `url` left behind when
    /// their process died mid-write, those last changed at least `age` seconds before `now`.
    /// Call it with age 0 only while holding a lock that every writer of `url` holds. Failures
    /// are ignored: a leftover only wastes space.
    public static func removeLeftovers(
        of url: URL, olderThan age: TimeInterval = 0, now: Date = Date(), fileSystem: any StoreFileSystem = SystemFileSystem()
    ) {
        let target = url.lastPathComponent
        removeLeftovers(in: url.deletingLastPathComponent(), of: { $0 == target }, olderThan: age, now: now, fileSystem: fileSystem)
    }

    /// Deletes the temporary files in `directory` that writes of the files `isTarget` names
    /// left behind, as ``removeLeftovers(of:olderThan:now:fileSystem:)`` does for one.
    static func removeLeftovers(
        in directory: URL, of isTarget: (String) -> Bool, olderThan age: TimeInterval, now: Date, fileSystem: any StoreFileSystem
    ) {
        guard let names = directoryNames(at: directory.plainPath) else { return }
        for name in names where name.hasPrefix(".") {
            let suffix = name.suffix(7)
            guard suffix.count == 7, suffix.first == ".", suffix.dropFirst().allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
                isTarget(String(name.dropFirst().dropLast(7)))
            else { continue }
            let leftover = directory.appendingPathComponent(name, isDirectory: false)
            let changed = (try? FileManager.default.attributesOfItem(atPath: leftover.plainPath)[.modificationDate]) as? Date
            guard let changed, now.timeIntervalSince(changed) >= age else { continue }
            _ = fileSystem.unlink(leftover.plainPath)
        }
    }

    /// Creates `.<name>.XXXXXX` beside `url`, open for writing, readable by the user only.
    private static func makeTemporaryFile(beside url: URL, _ fileSystem: any StoreFileSystem) throws -> (Int32, URL) {
        let template = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).XXXXXX", isDirectory: false)
        var path = Array(template.plainPath.utf8CString)
        let descriptor = fileSystem.makeTemporaryFile(&path)
        guard descriptor >= 0 else { throw StoreError.system("create a temporary file for", url) }
        let filled = String(decoding: path.dropLast().map(UInt8.init(bitPattern:)), as: UTF8.self)
        return (descriptor, URL(fileURLWithPath: filled))
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, _ url: URL, _ fileSystem: any StoreFileSystem) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = fileSystem.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset, at: offset)
                if written < 0 {
                    guard errno == EINTR else { throw StoreError.system("write", url) }
                } else {
                    offset += written
                }
            }
        }
    }

    private static func syncDirectory(_ directory: URL, _ fileSystem: any StoreFileSystem) throws {
        let descriptor = fileSystem.open(directory.plainPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw StoreError.system("open", directory) }
        defer { _ = fileSystem.close(descriptor) }
        guard fileSystem.sync(descriptor) == 0 else { throw StoreError.system("flush", directory) }
    }
}
