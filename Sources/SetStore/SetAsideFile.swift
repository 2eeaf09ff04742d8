import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be read, renamed beside itself so that it is kept rather than
/// overwritten (B3, B5).
public struct SetAsideFile: Equatable, Sendable {
    /// Where the file was.
    public let original: URL
    /// Where it is now: `<name>.corrupt-<yyyyMMdd-HHmmss>`, with `-2`, `-3`… when taken.
    public let keptAs: URL
    /// Why it could not be read, e.g. "it is damaged".
    public let reason: String

    /// A one-line notice for the player, e.g. "scores.json was unreadable (it is damaged) and
    /// was kept as scores.json.corrupt-20250102-030405".
    public var notice: String {
        "\(original.lastPathComponent) was unreadable (\(reason)) and was kept as \(keptAs.lastPathComponent)"
    }

    /// `yyyyMMdd-HHmmss` in the local time zone.
    static func stamp(_ date: Date) -> String {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: .current, from: date)
        func digits(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        return digits(parts.year, 4) + digits(parts.month, 2) + digits(parts.day, 2) + "-"
            + digits(parts.hour, 2) + digits(parts.minute, 2) + digits(parts.second, 2)
    }

    /// Renames `url` aside, naming it by `date` in the local time zone; `reason` says why.
    static func setAside(
        _ url: URL, at date: Date, reason: String, fileSystem: any StoreFileSystem = SystemFileSystem()
    ) throws -> SetAsideFile {
        let stem = "\(url.lastPathComponent).corrupt-\(stamp(date))"
        let directory = url.deletingLastPathComponent()
        var keptAs = directory.appendingPathComponent(stem, isDirectory: false)
        var counter = 1
        var status = stat()
        while lstat(keptAs.plainPath, &status) == 0 {
            counter += 1
            keptAs = directory.appendingPathComponent("\(stem)-\(counter)", isDirectory: false)
        }
        guard fileSystem.rename(url.plainPath, keptAs.plainPath) == 0 else { throw StoreError.system("set aside", url) }
        return SetAsideFile(original: url, keptAs: keptAs, reason: reason)
    }
}
