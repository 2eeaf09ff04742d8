import SetOnline
import SetTestSupport
import Testing
@testable import SetServer

/// What the site reads beyond ``OnlineStore``: a player found by their exact name, in SQLite
/// and in PostgreSQL alike.
@Suite("The records the site reads, in SQLite and in PostgreSQL", .timeLimit(.minutes(3)), .takesTurns)
struct CommunityRecordsTests {
    @Test("a player by name: the exact name finds its key; another case, a look-alike or an unknown name finds none", arguments: StoreKind.allCases)
    func playerNamed(kind: StoreKind) async throws {
        try await kind.withStores { stores in
            let store = try #require(stores[0] as? any CommunityRecords)
            #expect(try await store.player(named: "Ada") == nil)
            _ = try await store.register(OnlineStoreTests.ada, name: "Ada", at: 1)
            _ = try await store.register(OnlineStoreTests.bob, name: "<b>Bob & 'Co'</b>", at: 2)
            #expect(try await store.player(named: "Ada") == OnlineStoreTests.ada)
            #expect(try await store.player(named: "<b>Bob & 'Co'</b>") == OnlineStoreTests.bob)
            #expect(try await store.player(named: "ada") == nil)
            #expect(try await store.player(named: "Ada' OR '1'='1") == nil)
        }
    }
}
