import FoundationEssentials
import Logging
import PostgresNIO
import SetOnline
import Synchronization

/// The lobby across nodes (N10): this node's rooms told to every other node, and theirs
/// heard, through PostgreSQL's LISTEN/NOTIFY; nothing polls.
///
/// Each change of a room is written to `listed_room` (what a node starting later reads)
/// and sent as a NOTIFY in the same statement. A node listens on a connection of its own,
/// reads the table once it listens (so nothing falls between), then applies each notice as
/// it comes. When the database goes away, publishing waits and sends each room's latest
/// state once it is back; listening reconnects with backoff and reads the table again.
public final class LobbyFeed: Sendable {
    /// This node's id, new at every start.
    public let node: String
    /// Where players reach this node.
    public let address: ListenAddress
    /// The NOTIFY channel.
    static let channel = "set_game_lobby"
    private let store: PostgresStore
    /// Rooms whose latest state is still to be published (nil: closed), and what was last
    /// handed to the writer of each (news equal to it is no news, even while it is written).
    private let outbox = Mutex<(pending: [String: Lobby.Listing?], published: [String: Lobby.Listing])>(([:], [:]))
    private let wake: AsyncStream<Void>.Continuation
    private let tasks: Mutex<[Task<Void, Never>]> = Mutex([])

    /// Starts publishing and listening; `heard` gets every other node's rooms, whole, each
    /// time news of them arrives (on a task of the feed's: hop to your own loop).
    public static func start(
        store: PostgresStore, address: ListenAddress, heard: @escaping @Sendable ([Lobby.Listing]) -> Void
    ) -> LobbyFeed {
        let (stream, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        let feed = LobbyFeed(node: UUID().uuidString.lowercased(), address: address, store: store, wake: wake)
        let publishing = Task { await feed.publish(woken: stream) }
        let listening = Task { await feed.listen(heard: heard) }
        feed.tasks.withLock { $0 = [publishing, listening] }
        return feed
    }

    private init(node: String, address: ListenAddress, store: PostgresStore, wake: AsyncStream<Void>.Continuation) {
        self.node = node
        self.address = address
        self.store = store
        self.wake = wake
    }

    /// The room `code` is now `listing` (nil: closed): other nodes hear of it soon.
    public func changed(code: String, listing: Lobby.Listing?) {
        let news = outbox.withLock { box in
            guard box.published[code] != listing || box.pending[code] != nil else { return false }
            box.pending[code] = .some(listing)
            return true
        }
        if news { wake.yield() }
    }

    /// Stops listening, and tells the other nodes this node's rooms are gone.
    public func close() async {
        await stop()
        let gone = SharedRoomNotice(nodeGone: node, address: address)
        _ = try? await store.execute(
            """
            WITH rooms AS (DELETE FROM listed_room WHERE node = \(node)), gone AS (DELETE FROM node WHERE id = \(node))
            SELECT pg_notify(\(Self.channel), \(gone.payload))
            """)
    }

    /// Stops publishing and listening, saying nothing (as a node that dies).
    func stop() async {
        let tasks = tasks.withLock { $0 }
        for task in tasks { task.cancel() }
        for task in tasks { await task.value }
    }

    // MARK: Publishing

    private func publish(woken: AsyncStream<Void>) async {
        var backoff = Backoff()
        for await _ in woken {
            while !Task.isCancelled {
                let batch = outbox.withLock { box in
                    defer { box.pending = [:] }
                    // Marked before the write returns: a room closed while its listing is on the
                    // way (other nodes may already have heard it) is news, never dropped.
                    for (code, listing) in box.pending { box.published[code] = listing }
                    return box.pending
                }
                guard !batch.isEmpty else { break }
                do {
                    for (code, listing) in batch.sorted(by: { $0.key < $1.key }) {
                        try await write(code: code, listing: listing)
                    }
                    backoff.reset()
                } catch {
                    // Keep what is not yet sent (newer news of a room wins) and try again.
                    outbox.withLock { box in box.pending.merge(batch) { newer, _ in newer } }
                    try? await Task.sleep(for: backoff.next())
                }
            }
        }
    }

    /// Lists (or delists) one room and tells the other nodes, in one statement.
    private func write(code: String, listing: Lobby.Listing?) async throws {
        let notice = SharedRoomNotice(node: node, address: address, code: code, listing: listing)
        if let room = notice.room {
            try await store.execute(
                """
                WITH listed AS (
                    INSERT INTO listed_room (node, address, code, mode, players, connected, is_over, access, phase)
                    VALUES (\(node), \(notice.address), \(code), \(room.mode), \(room.players), \(room.connected), \(room.isOver),
                        \(room.access ?? SharedRoomNotice.SharedRoom.open), \(room.phase ?? SharedRoomNotice.SharedRoom.playing))
                    ON CONFLICT (node, code) DO UPDATE SET mode = excluded.mode, players = excluded.players,
                        connected = excluded.connected, is_over = excluded.is_over, access = excluded.access, phase = excluded.phase
                )
                SELECT pg_notify(\(Self.channel), \(notice.payload))
                """)
        } else {
            try await store.execute(
                """
                WITH closed AS (DELETE FROM listed_room WHERE node = \(node) AND code = \(code))
                SELECT pg_notify(\(Self.channel), \(notice.payload))
                """)
        }
    }

    // MARK: Listening

    private func listen(heard: @escaping @Sendable ([Lobby.Listing]) -> Void) async {
        var backoff = Backoff()
        while !Task.isCancelled {
            do {
                let configuration = try store.url.connectionConfiguration
                let connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: PostgresStore.logger)
                do {
                    try await connection.listen(on: Self.channel) { notices in
                        try await register(on: connection)
                        var rooms = try await snapshot(on: connection)
                        heard(Self.flattened(rooms))
                        backoff.reset()
                        for try await notice in notices {
                            guard let notice = SharedRoomNotice(payload: notice.payload), notice.node != node else { continue }
                            if let code = notice.code {
                                rooms[notice.node, default: [:]][code] = notice.listing
                            } else {
                                rooms[notice.node] = nil
                            }
                            heard(Self.flattened(rooms))
                        }
                    }
                } catch {
                    try? await connection.close()
                    throw error
                }
                try? await connection.close()
            } catch {}
            try? await Task.sleep(for: backoff.next())
        }
    }

    /// Says which connection is this node's (its rooms live as long as it does), takes the
    /// rooms of nodes whose connection is gone out of the list (they died without a word;
    /// a node that lost its connection lists its rooms again below), and publishes this
    /// node's rooms again (a node that came first may have taken them out meanwhile).
    private func register(on connection: PostgresConnection) async throws {
        try await connection.query(
            """
            INSERT INTO node (id, backend) VALUES (\(node), pg_backend_pid())
            ON CONFLICT (id) DO UPDATE SET backend = excluded.backend
            """, logger: PostgresStore.logger)
        try await connection.query(
            """
            WITH dead AS (
                DELETE FROM node WHERE id <> \(node) AND backend NOT IN (SELECT pid FROM pg_stat_activity WHERE pid IS NOT NULL)
                RETURNING id
            ), rooms AS (
                DELETE FROM listed_room WHERE node IN (SELECT id FROM dead) OR node NOT IN (SELECT id FROM node)
            )
            SELECT pg_notify(\(Self.channel), json_build_object('node', id, 'address', '')::text) FROM dead
            """, logger: PostgresStore.logger)
        let again = outbox.withLock { box in
            for (code, listing) in box.published where box.pending[code] == nil { box.pending[code] = .some(listing) }
            box.published = [:]
            return !box.pending.isEmpty
        }
        if again { wake.yield() }
    }

    /// Every other node's rooms as listed now.
    private func snapshot(on connection: PostgresConnection) async throws -> [String: [String: Lobby.Listing]] {
        var rooms: [String: [String: Lobby.Listing]] = [:]
        let rows = try await connection.query(
            "SELECT node, address, code, mode, players, connected, is_over, access, phase FROM listed_room WHERE node <> \(node)",
            logger: PostgresStore.logger)
        for try await (node, address, code, mode, players, connected, isOver, access, phase) in rows.decode(
            (String, String, String, String, [String], Int, Bool, String, String).self)
        {
            let notice = SharedRoomNotice(
                node: node, address: address, code: code,
                room: SharedRoomNotice.SharedRoom(mode: mode, players: players, connected: connected, isOver: isOver, access: access, phase: phase))
            rooms[node, default: [:]][code] = notice.listing
        }
        return rooms
    }

    /// Every node's rooms in one list, by node address then code.
    private static func flattened(_ rooms: [String: [String: Lobby.Listing]]) -> [Lobby.Listing] {
        rooms.values.flatMap(\.values).sorted { ($0.joinCommand ?? "", $0.code) < ($1.joinCommand ?? "", $1.code) }
    }
}

/// Waits that double from a tenth of a second to five seconds, for retries.
struct Backoff {
    private var seconds = 0.1

    mutating func next() -> Duration {
        defer { seconds = min(seconds * 2, 5) }
        return .milliseconds(Int(seconds * 1000))
    }

    mutating func reset() {
        seconds = 0.1
    }
}
