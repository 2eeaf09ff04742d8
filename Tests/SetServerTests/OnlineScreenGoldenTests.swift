import SetOnline
import SetRender
import SetTestSupport
import Testing
@testable import SetServer

/// The online game's main screens, the lobby and a room, drawn in process (no network),
/// every cell's glyph and style, against golden files in
/// `__Snapshots__/OnlineScreenGoldenTests`. After a change meant to show, re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter OnlineScreenGoldenTests` and read the diff.
@Suite("The lobby and a room, cell for cell, against golden files", .timeLimit(.minutes(1)), .takesTurns)
struct OnlineScreenGoldenTests {
    /// The sizes every main screen is kept at, as `(width, height)`.
    static let sizes = [(80, 24), (100, 30), (160, 48)]

    @Test("the lobby: today's race, two listed rooms, the cursor on the first", arguments: sizes)
    func lobby(width: Int, height: Int) {
        var lobby = Lobby(name: "ada")
        _ = lobby.update(
            .listed(rooms: [
                Lobby.Listing(code: "BCDF", mode: .standard, players: ["ada", "bob"], connected: 2, isOver: false),
                Lobby.Listing(code: "GHJK", mode: .test, players: ["cy"], connected: 0, isOver: true),
            ],
            daily: Lobby.Listing(code: "DAY20417", mode: .standard, players: ["bob"], connected: 1, isOver: false)), at: 0)
        expectScreen(lobby.draw(width: width, height: height), named: "\(width)x\(height)")
    }

    @Test("a room: two players, one set taken, a card chosen, a line of chat", arguments: sizes)
    func room(width: Int, height: Int) {
        let ada = PlayerKey("SHA256:ada"), bob = PlayerKey("SHA256:bob")
        var room = Room(variant: .standard, seed: 11, at: 0)
        _ = room.join(ada, name: "ada")
        _ = room.join(bob, name: "bob")
        for card in room.game.matchesOnTable[0] { _ = room.choose(card, by: ada, at: 1) }
        _ = room.choose(room.game.table[0].id, by: ada, at: 2)
        _ = room.say("good one", by: bob, name: "bob")
        let screen = RoomScreen(room: room, code: "BCDF", viewer: ada, cursor: 1, note: nil, painter: CardPainter(colorMode: .ansi256))
        expectScreen(screen.draw(width: width, height: height), named: "\(width)x\(height)")
    }

    @Test("a waiting room, seen by its host: who sits, and Enter to start", arguments: sizes)
    func waiting(width: Int, height: Int) {
        let ada = PlayerKey("SHA256:ada"), bob = PlayerKey("SHA256:bob")
        var room = Room(variant: .standard, seed: 11, at: 0, phase: .waiting)
        _ = room.join(ada, name: "ada")
        _ = room.join(bob, name: "bob")
        let screen = RoomScreen(room: room, code: "BCDF", viewer: ada, cursor: nil, note: nil, painter: CardPainter(colorMode: .ansi256))
        expectScreen(screen.draw(width: width, height: height), named: "\(width)x\(height)")
    }

    @Test("a finished game counting down to the next: places, wrong trios, the countdown", arguments: sizes)
    func countdown(width: Int, height: Int) {
        let ada = PlayerKey("SHA256:ada"), bob = PlayerKey("SHA256:bob")
        var room = Room(variant: .standard, seed: 11, at: 0)
        _ = room.join(ada, name: "ada")
        _ = room.join(bob, name: "bob")
        let table = room.game.table.map(\.id)
        let wrong = [[table[0], table[1], table[2]], [table[0], table[1], table[3]]].first { !room.game.isMatch($0) } ?? []
        for card in wrong { _ = room.choose(card, by: bob, at: 0) }
        var turn = 0
        while !room.isOver {
            let player = turn % 3 == 0 ? bob : ada
            for card in room.game.matchesOnTable[0] { _ = room.choose(card, by: player, at: Double(turn)) }
            turn += 1
        }
        _ = room.start(by: ada, at: 100)
        var screen = RoomScreen(room: room, code: "BCDF", viewer: bob, cursor: nil, note: nil, painter: CardPainter(colorMode: .ansi256))
        screen.now = 101.2
        expectScreen(screen.draw(width: width, height: height), named: "\(width)x\(height)")
    }
}
