import SetCore
import SetOnline
import SetTable

/// The lobby's line about the player's ratings (N6): a guest is told they are unrated and
/// how to keep a name and rating; a player with a key sees their rating in each rated mode.
enum RatingLine {
    /// The line for a player with `ratings` (the modes they have rated games in), or for a
    /// guest. Modes that are never rated are not shown, whatever the records hold.
    static func note(ratings: [Variant: Rating], isGuest: Bool) -> StatusNote {
        if isGuest {
            return StatusNote(
                "Guest, unrated · to keep a name and rating, use an ed25519 key (not RSA): ssh-keygen -t ed25519",
                short: "Guest, unrated · keep a name with an ed25519 key, not RSA: ssh-keygen -t ed25519")
        }
        let rated = RatingRule.ratedModes.compactMap { mode in
            ratings[mode].flatMap { $0.games > 0 ? "\(mode) \(Int($0.value.rounded()))" : nil }
        }
        guard rated.isEmpty else { return StatusNote("Your rating: " + rated.joined(separator: " · ")) }
        return StatusNote(
            "Your rating: 1200 in every variant until a rated game (two or more players with keys)",
            short: "Your rating: 1200 until a rated game")
    }
}
