import Glibc
import SetStore
import Synchronization

/// A file system that makes the real system calls, records each one with the path it
/// touches, and fails the ones a test chooses with the `errno` a full or read-only disk
/// gives (without calling the system), until told to stop.
public final class WatchedFileSystem: StoreFileSystem {
    /// One call, with the path it touched (a descriptor's path for write, sync and lock).
    public enum Call: Equatable, Sendable {
        case makeDirectory(String), makeTemporaryFile(String), open(String), write(String), sync(String), close(String)
        case rename(String, String), unlink(String), lock(String)
    }

    /// A kind of call, to fail.
    public enum Operation: Hashable, Sendable {
        case makeDirectory, makeTemporaryFile, open, write, sync, rename, unlink, lock
    }

    private struct State {
        var calls: [Call] = []
        var failures: [Operation: (code: Int32, pathPart: String)] = [:]
        var paths: [Int32: String] = [:]
    }

    private let state = Mutex(State())
    private let system = SystemFileSystem()

    public init() {}

    /// Every call so far, in order.
    public var calls: [Call] { state.withLock { $0.calls } }

    /// Makes every later `operation` on a path containing `pathPart` (any path when empty)
    /// fail with `code`.
    public func fail(_ operation: Operation, with code: Int32, onPathsContaining pathPart: String = "") {
        state.withLock { $0.failures[operation] = (code, pathPart) }
    }

    /// Lets every call through again, as when space was freed.
    public func heal() {
        state.withLock { $0.failures = [:] }
    }

    /// Records `call`; returns the errno to fail it with, if it must fail.
    private func record(_ call: Call, _ operation: Operation, path: String) -> Int32? {
        state.withLock { state in
            state.calls.append(call)
            guard let failure = state.failures[operation], failure.pathPart.isEmpty || path.contains(failure.pathPart) else { return nil }
            return failure.code
        }
    }

    private func path(of descriptor: Int32) -> String {
        state.withLock { $0.paths[descriptor] ?? "fd \(descriptor)" }
    }

    private func remember(_ descriptor: Int32, as path: String) {
        guard descriptor >= 0 else { return }
        state.withLock { $0.paths[descriptor] = path }
    }

    public func makeDirectory(_ path: String) -> Int32 {
        if let code = record(.makeDirectory(path), .makeDirectory, path: path) { return failing(code) }
        return system.makeDirectory(path)
    }

    public func makeTemporaryFile(_ template: inout [CChar]) -> Int32 {
        let pattern = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        if let code = record(.makeTemporaryFile(pattern), .makeTemporaryFile, path: pattern) { return failing(code) }
        let descriptor = system.makeTemporaryFile(&template)
        remember(descriptor, as: template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) })
        return descriptor
    }

    public func open(_ path: String, _ flags: Int32) -> Int32 {
        if let code = record(.open(path), .open, path: path) { return failing(code) }
        let descriptor = system.open(path, flags)
        remember(descriptor, as: path)
        return descriptor
    }

    public func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int, at offset: Int) -> Int {
        let path = path(of: descriptor)
        if let code = record(.write(path), .write, path: path) { return Int(failing(code)) }
        return system.write(descriptor, bytes, count, at: offset)
    }

    public func sync(_ descriptor: Int32) -> Int32 {
        let path = path(of: descriptor)
        if let code = record(.sync(path), .sync, path: path) { return failing(code) }
        return system.sync(descriptor)
    }

    public func close(_ descriptor: Int32) -> Int32 {
        state.withLock { state in
            state.calls.append(.close(state.paths[descriptor] ?? "fd \(descriptor)"))
            state.paths.removeValue(forKey: descriptor)
        }
        return system.close(descriptor)
    }

    public func rename(_ source: String, _ target: String) -> Int32 {
        if let code = record(.rename(source, target), .rename, path: target) { return failing(code) }
        return system.rename(source, target)
    }

    public func unlink(_ path: String) -> Int32 {
        if let code = record(.unlink(path), .unlink, path: path) { return failing(code) }
        return system.unlink(path)
    }

    public func lock(_ descriptor: Int32, _ operation: Int32) -> Int32 {
        let path = path(of: descriptor)
        if let code = record(.lock(path), .lock, path: path) { return failing(code) }
        return system.lock(descriptor, operation)
    }

    /// -1 with `errno` set to `code`, as a failed system call returns.
    private func failing(_ code: Int32) -> Int32 {
        errno = code
        return -1
    }
}
