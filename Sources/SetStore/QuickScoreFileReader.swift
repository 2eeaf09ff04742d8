import FoundationEssentials
import SetCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads scores.json when it is as plain as the store writes it, without the tokens of the
/// full reader (``ScoreFileReader``): the bytes are walked in memory a megabyte at a time,
/// every record is checked as the full reader checks it, but only a record that can still
/// make its mode's best becomes a ``ScoreRecord``. A file with anything else in it (an
/// escape, a byte past ASCII, an unknown member, a record no game could have made, a
/// newer version, a failed read) gets no answer here, and the full reader judges it.
struct QuickScoreFileReader {
    let url: URL
    let supportedVersion: Int
    /// The bytes read at once; the buffer grows for a record larger than this.
    var bufferSize = 1 << 20

    /// The board, or nil when the full reader must read the file.
    func read() -> ScoreBoard? {
        let descriptor = open(url.plainPath, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = ScanBuffer(descriptor: descriptor, capacity: bufferSize)
        var records = QuickRecordReader()
        var version: Int?
        var sawRecords = false
        var offset = 0
        var step = Step.open
        while step != .done {
            var scanner = PlainJSONScanner(position: buffer.start + offset, end: buffer.start + buffer.count)
            do throws(PlainJSONStop) {
                step = try step.next(&scanner, records: &records, version: &version, sawRecords: &sawRecords)
                offset = scanner.position - buffer.start
            } catch .needMore {
                guard buffer.refill(droppingBefore: offset) else { return nil }
                offset = 0
            } catch {
                return nil
            }
        }
        guard Self.onlyWhiteSpaceFollows(in: &buffer, from: offset) else { return nil }
        guard sawRecords, let version, (1...supportedVersion).contains(version) else { return nil }
        return ScoreBoard(ranked: records.best.ranked())
    }

    /// Whether the rest of the file from `offset` is white space, read to its end.
    private static func onlyWhiteSpaceFollows(in buffer: inout ScanBuffer, from offset: Int) -> Bool {
        var offset = offset
        while true {
            var scanner = PlainJSONScanner(position: buffer.start + offset, end: buffer.start + buffer.count)
            do throws(PlainJSONStop) {
                _ = try scanner.peek()
                return false
            } catch .needMore {
                guard buffer.refill(droppingBefore: buffer.count) else { return !buffer.failed }
                offset = 0
            } catch {
                return false
            }
        }
    }

    /// Where the reader is in the file; each step is taken whole or scanned again.
    private enum Step {
        case open, member, record, firstRecord, afterMember, afterRecords, done

        /// Takes the part of the file this step reads; the step after it.
        func next(
            _ scanner: inout PlainJSONScanner, records: inout QuickRecordReader, version: inout Int?, sawRecords: inout Bool
        ) throws(PlainJSONStop) -> Step {
            switch self {
            case .open:
                try scanner.expect(UInt8(ascii: "{"))
                return .member
            case .member:
                let key = try scanner.key()
                if QuickRecordReader.name(key, is: "version"), version == nil {
                    version = try scanner.int()
                    return .afterMember
                }
                guard QuickRecordReader.name(key, is: "records"), !sawRecords else { throw .notPlain }
                try scanner.expect(UInt8(ascii: "["))
                // Only now: a step that runs out of bytes is scanned again, and must find it unset.
                sawRecords = true
                return .firstRecord
            case .firstRecord:
                if try scanner.peek() == UInt8(ascii: "]") {
                    scanner.position += 1
                    return .afterMember
                }
                try records.read(from: &scanner)
                return .afterRecords
            case .record:
                try records.read(from: &scanner)
                return .afterRecords
            case .afterRecords:
                return try scanner.comma(or: UInt8(ascii: "]")) ? .record : .afterMember
            case .afterMember:
                return try scanner.comma(or: UInt8(ascii: "}")) ? .member : .done
            case .done:
                return .done
            }
        }
    }
}
