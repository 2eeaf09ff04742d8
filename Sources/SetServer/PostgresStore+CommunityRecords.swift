import PostgresNIO
import SetOnline

extension PostgresStore: CommunityRecords {
    public func player(named name: String) async throws -> PlayerKey? {
        try await rows("SELECT key FROM player WHERE name = \(name)", as: String.self).first.map(PlayerKey.init)
    }
}
