import Foundation

/// One JSON store file whose top level carries a `"version"`: scores.json, savedgame.json.
struct VersionedFile<Document: Codable> {
    /// What the file turned out to hold.
    enum Contents {
        /// A document this build understands.
        case document(Document)
        /// A document from a newer set-game; it must be left alone.
        case newer(version: Int)
        /// Bytes that are not a document of any known version.
        case unreadable
    }

    let url: URL
    /// The highest format version this build reads and the one it writes.
    let supportedVersion: Int

    /// The file's contents, or `nil` when there is no file.
    func read() throws -> Contents? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let data = try StoreError.wrapping("read", url) { try Data(contentsOf: url) }
        let decoder = StoreCoding.decoder()
        guard let header = try? decoder.decode(VersionHeader.self, from: data), header.version >= 1 else {
            return .unreadable
        }
        guard header.version <= supportedVersion else { return .newer(version: header.version) }
        guard let document = try? decoder.decode(Document.self, from: data) else { return .unreadable }
        return .document(document)
    }

    /// Replaces the file with `document`, atomically.
    func write(_ document: Document) throws {
        let data = try StoreError.wrapping("encode", url) { try StoreCoding.encoder().encode(document) }
        try AtomicFile.write(data, to: url)
    }

    /// The error for a file of a newer format.
    func newerVersionError(_ version: Int) -> StoreError {
        .newerVersion(file: url.lastPathComponent, version: version, supported: supportedVersion)
    }
}

/// The part of every store file that says which format the rest is in.
private struct VersionHeader: Decodable {
    let version: Int
}
