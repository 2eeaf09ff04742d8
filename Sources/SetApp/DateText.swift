import Foundation

/// Dates as the player reads them.
public enum DateText {
    /// `2026-11-22 14:03:07`, in the local time zone, to the second.
    public static func format(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date)
    }
}
