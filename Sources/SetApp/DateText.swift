import Foundation

/// Dates as the player reads them.
public enum DateText {
    /// One formatter for every row: making one costs more than formatting with it.
    /// Formatting is thread-safe; the formatter is never changed after it is made.
    nonisolated(unsafe) private static let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter
    }()

    /// `2026-11-22 14:03:07`, in the local time zone, to the second.
    public static func format(_ date: Date) -> String {
        formatter.string(from: date)
    }
}
