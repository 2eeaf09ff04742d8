#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a directory (without `.` and `..`), read with `opendir`/`readdir`: what
/// start-up needs to find leftovers, without the generic machinery of Foundation's listing
/// (a fifth of a millisecond of the runtime resolving types, before the first frame).
/// Nil when the directory cannot be opened.
func directoryNames(at path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name != "." && name != ".." { names.append(name) }
    }
    return names
}
