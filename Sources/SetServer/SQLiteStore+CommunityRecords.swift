import GRDB
import SetOnline

extension SQLiteStore: CommunityRecords {
    public func player(named name: String) async throws -> PlayerKey? {
        try await pool.read { db in
            try String.fetchOne(db, sql: "SELECT key FROM player WHERE name = ? COLLATE BINARY", arguments: [name]).map(PlayerKey.init)
        }
    }
}
