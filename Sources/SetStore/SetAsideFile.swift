import Foundation

/// A file that could not be read, renamed beside itself so that it is kept rather than
/// overwritten (B3, B5).
public struct SetAsideFile: Equatable, Sendable {
    /// Where the file was.
    public let original: URL
    /// Where it is now: `<name>.corrupt-<yyyyMMdd-HHmmss>`, with `-2`, `-3`… when taken.
    public let keptAs: URL

    /// A one-line notice for the player, e.g.
    /// "scores.json was unreadable and was kept as scores.json.corrupt-20250102-030405".
    public var notice: String {
        "\(original.lastPathComponent) was unreadable and was kept as \(keptAs.lastPathComponent)"
    }

    /// Renames `url` aside, naming it by `date` in the local time zone.
    static func setAside(_ url: URL, at date: Date) throws -> SetAsideFile {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "\(url.lastPathComponent).corrupt-\(formatter.string(from: date))"
        let directory = url.deletingLastPathComponent()
        var keptAs = directory.appendingPathComponent(stem)
        var counter = 1
        while FileManager.default.fileExists(atPath: keptAs.path) {
            counter += 1
            keptAs = directory.appendingPathComponent("\(stem)-\(counter)")
        }
        try StoreError.wrapping("set aside", url) {
            try FileManager.default.moveItem(at: url, to: keptAs)
        }
        return SetAsideFile(original: url, keptAs: keptAs)
    }
}
