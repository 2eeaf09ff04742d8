/// The bounds every value read from disk must keep; a file outside them is unreadable (it
/// is set aside and the player told). Wide enough for any real game, narrow enough that no
/// sum, average or time conversion over them can overflow.
public enum StoreLimits {
    /// Largest store file read, in bytes (a file past it is set aside unread): 64 MiB.
    public static let fileBytes = 64 << 20
    /// Records shown per mode, the best ones; the database keeps every game.
    public static let recordsPerMode = 1_000
    /// Largest score magnitude.
    public static let score = 1_000_000
    /// Most sets, mistakes or hints in one game.
    public static let countPerGame = 100_000
    /// Most per-set times in one record.
    public static let timesPerRecord = 100
    /// Longest game, in seconds (a year).
    public static let seconds = 31_536_000.0
    /// Longest mode name, in characters.
    public static let modeName = 32
    /// Most cards on a saved table: as many as the keyboard can label.
    public static let tableCards = 27
    /// Most moves in a saved game's log.
    public static let moves = 100_000
}
