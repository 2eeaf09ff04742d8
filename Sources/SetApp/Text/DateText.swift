import FoundationEssentials
import Glibc

/// Dates as the player reads them.
public enum DateText {
    /// `2026-11-22 14:03:07`, in the local time zone (`TZ`, else `/etc/localtime`), to the
    /// second. A date no calendar can show (one read from a hand-edited file) is `—`.
    public static func format(_ date: Date) -> String {
        guard let parts = localParts(of: date) else { return "—" }
        let (year, overflow) = Int(parts.tm_year).addingReportingOverflow(1900)
        guard !overflow else { return "—" }
        return "\(padded(year, 4))-\(padded(parts.tm_mon + 1, 2))-\(padded(parts.tm_mday, 2)) "
            + "\(padded(parts.tm_hour, 2)):\(padded(parts.tm_min, 2)):\(padded(parts.tm_sec, 2))"
    }

    /// `date`'s calendar fields in the local time zone (`localtime_r`), or nil for a date no
    /// calendar can show.
    public static func localParts(of date: Date) -> tm? {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        guard seconds.isFinite, let whole = Int(exactly: seconds) else { return nil }
        var time = time_t(whole)
        var parts = tm()
        return localtime_r(&time, &parts) == nil ? nil : parts
    }

    /// `value` in decimal with leading zeros up to `width` digits.
    private static func padded(_ value: some BinaryInteger, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
