/// How players find a room (N2): listed in the lobby, private (reached only by its longer
/// code), or the day's puzzle race, which everyone can join for that day's deal.
public enum RoomAccess: Hashable, Sendable {
    /// Listed in every lobby, under a four-letter code.
    case listed
    /// Not listed: its players share its six-letter code.
    case unlisted
    /// The race of `day` (days since 1970-01-01, UTC), whose games are dealt from that day's seed.
    case daily(day: Int)

    /// The day whose race this is, for a daily race; nil otherwise.
    public var raceDay: Int? {
        if case .daily(let day) = self { day } else { nil }
    }

    /// The day of the server time `now` (seconds since 1970, UTC).
    public static func day(at now: Double) -> Int {
        Int((now / 86_400).rounded(.down))
    }

    /// The code of the race of `day`: `DAY` and the day's number.
    public static func dailyCode(_ day: Int) -> String {
        "DAY\(day)"
    }

    /// The seed of the race of `day`: the day's number, as the local daily records keep it.
    public static func dailySeed(_ day: Int) -> UInt64 {
        UInt64(max(day, 0))
    }
}
