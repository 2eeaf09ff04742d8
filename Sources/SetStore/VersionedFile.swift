import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One JSON store file whose top level carries a `"version"`: scores.json, savedgame.json.
struct VersionedFile<Document: Codable> {
    /// What the file turned out to hold.
    enum Contents {
        /// A document this build understands.
        case document(Document)
        /// A document from a newer set-game; it must be left alone.
        case newer(version: Int)
        /// Not a document this build can use, and why (worded for the player).
        case unreadable(String)
    }

    let url: URL
    /// The highest format version this build reads and the one it writes.
    let supportedVersion: Int
    /// What the file is written through.
    var fileSystem: any StoreFileSystem = SystemFileSystem()

    /// The file's contents, or `nil` when there is no file. Anything but a regular file of at
    /// most ``StoreLimits/fileBytes`` (a directory, a symbolic link, a device…) is unreadable
    /// and never opened.
    func read() throws -> Contents? {
        try read {
            guard let data = WholeFile.read(url.plainPath) else { throw StoreError.system("read", url) }
            return decode(data)
        }
    }

    /// As ``read()``, with the contents of a regular file of at most
    /// ``StoreLimits/fileBytes`` read by `reader` (a streaming reader of its own format).
    func read(with reader: () throws -> Contents) throws -> Contents? {
        var status = stat()
        guard lstat(url.plainPath, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw StoreError.system("read", url)
        }
        if let kind = Self.irregularKind(status.st_mode) { return .unreadable("it is \(kind), not a file") }
        guard status.st_size <= StoreLimits.fileBytes else {
            return .unreadable("it is larger than \(StoreLimits.fileBytes >> 20) MiB")
        }
        return try StoreError.wrapping("read", url, reader)
    }

    /// What `data`, the whole file, holds.
    private func decode(_ data: Data) -> Contents {
        let decoder = StoreCoding.decoder()
        let header: VersionHeader
        do {
            header = try decoder.decode(VersionHeader.self, from: data)
        } catch DecodingError.dataCorrupted {
            return .unreadable("it is not complete JSON")
        } catch {
            return .unreadable("it is not a set-game file")
        }
        guard header.version >= 1 else { return .unreadable("it is not a set-game file") }
        guard header.version <= supportedVersion else { return .newer(version: header.version) }
        do {
            return .document(try decoder.decode(Document.self, from: data))
        } catch {
            return .unreadable("it is damaged")
        }
    }

    /// Replaces the file with `document`, atomically.
    func write(_ document: Document) throws {
        let data = try StoreError.wrapping("encode", url) { try StoreCoding.encoder().encode(document) }
        try AtomicFile.write(data, to: url, fileSystem: fileSystem)
    }

    /// The error for a file of a newer format.
    func newerVersionError(_ version: Int) -> StoreError {
        .newerVersion(file: url.lastPathComponent, version: version, supported: supportedVersion)
    }

    /// What a non-regular file is, for the player; nil for a regular file.
    private static func irregularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        default: "a special file"
        }
    }
}

/// The part of every store file that says which format the rest is in.
private struct VersionHeader: Decodable {
    let version: Int
}
