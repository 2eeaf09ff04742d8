import SetOnline

/// The records as the community's web pages read them (`serve --http`): what every
/// ``OnlineStore`` gives, and a player found by their name (names are unique, so a page's
/// address can name its player). Read-only: nothing here writes.
public protocol CommunityRecords: OnlineStore {
    /// The account named `name` (exactly, as the leaderboard shows it), if there is one.
    func player(named name: String) async throws -> PlayerKey?
}
