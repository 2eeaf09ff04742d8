import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DataDirectory {
    /// Checks that files can be kept here: creates the directory, with missing parents, when
    /// needed, then creates and removes a scratch file in it.
    /// - Throws: ``StoreError/io(operation:file:reason:)`` saying what failed, e.g.
    ///   "could not create the directory /proc/x: No such file or directory".
    public func checkWritable(fileSystem: any StoreFileSystem = SystemFileSystem()) throws {
        try fileSystem.makeDirectories(url)
        var template = Array(url.appendingPathComponent(".write-check.XXXXXX", isDirectory: false).plainPath.utf8CString)
        let descriptor = fileSystem.makeTemporaryFile(&template)
        guard descriptor >= 0 else { throw StoreError.system("write in", url) }
        _ = fileSystem.close(descriptor)
        _ = template.withUnsafeBufferPointer { fileSystem.unlink(String(cString: $0.baseAddress!)) }
    }
}
