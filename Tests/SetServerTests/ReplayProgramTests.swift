import SetCore
import SetFrame
import SetOnline
import SetRender
import SetTestSupport
import Testing
@testable import SetServer

/// A finished game replayed on a terminal: each take and miss in order, from the seed and the
/// log alone, ending on the game's own results.
@Suite("Replay of a finished online game", .timeLimit(.minutes(1)), .takesTurns)
struct ReplayProgramTests {
    static let ada = PlayerKey("SHA256:ada")
    static let bob = PlayerKey("SHA256:bob")

    /// A finished standard game: Ada takes two sets of three, Bob the rest, and one miss.
    static func finished() -> (Room, RecordedGame) {
        var room = Room(variant: .standard, seed: 5, at: 100)
        _ = room.join(ada, name: "ada")
        _ = room.join(bob, name: "bob")
        let table = room.game.table.map(\.id)
        if let wrong = [[table[0], table[1], table[2]], [table[0], table[1], table[3]]].first(where: { !room.game.isMatch($0) }) {
            for card in wrong { _ = room.choose(card, by: bob, at: 101) }
        }
        var turn = 0
        while !room.isOver {
            for card in room.game.matchesOnTable[0] { _ = room.choose(card, by: turn % 3 == 2 ? bob : ada, at: 102 + Double(turn)) }
            turn += 1
        }
        return (room, RecordedGame(mode: .standard, seed: 5, startedAt: 100, log: room.log, results: room.results ?? []))
    }

    static func title(_ program: ReplayProgram) -> String {
        String(program.view().lines[0].reversed().drop(while: { $0 == " " }).reversed())
    }

    @Test("it plays a move every 0.8 s, pauses on Space, steps with the arrows, and ends on the game's results")
    func playsAndSteps() throws {
        let (finished, game) = Self.finished()
        var replay = ReplayProgram(id: 12, game: game, terminal: RemoteTerminal(width: 100, height: 30, term: "xterm-256color"), at: 0)
        #expect(replay.length == game.log.filter(\.isPlayersMove).count)
        #expect(replay.room.game == Room(variant: .standard, seed: 5, at: 100).game, "the deal, before any move")
        #expect(Self.title(replay).hasPrefix("SET online · replay of game #12 · standard · deck 69 │ replay 0/\(replay.length)"))
        #expect(replay.nextWakeUp == ReplayProgram.pace)
        _ = replay.update(.tick, at: ReplayProgram.pace)
        #expect(replay.step == 1)
        #expect(replay.room.seat(of: Self.bob)?.misses == 1, "the first move was Bob's miss")
        _ = replay.update(.input(.character(" ")), at: 1)
        #expect(!replay.isPlaying && replay.nextWakeUp == nil)
        #expect(replay.view().lines[29].hasPrefix(" Space play  ←→ step  Home End start, end  Q lobby"))
        _ = replay.update(.input(.key(.right)), at: 2)
        #expect(replay.step == 2 && replay.room.seat(of: Self.ada)?.sets == 1)
        _ = replay.update(.input(.key(.end)), at: 3)
        #expect(replay.room.results == finished.results)
        #expect(replay.room.game == finished.game)
        #expect(replay.view().lines.contains { $0.contains("Game over") })
        #expect(!replay.view().lines.joined().contains("start the game"), "a replay starts nothing")
        _ = replay.update(.input(.key(.left)), at: 4)
        #expect(replay.step == replay.length - 1 && !replay.room.isOver)
        _ = replay.update(.input(.key(.home)), at: 5)
        #expect(replay.step == 0 && replay.room.log.isEmpty)
        #expect(replay.update(.input(.character("Q")), at: 6) == [.backToLobby])
        #expect(replay.update(.input(.interrupt), at: 6) == [.quit])
    }

    @Test("replay ID parses; anything else after replay is told what it takes")
    func command() {
        #expect(SessionCommand.parse("replay 12") == .success(.replay(12)))
        #expect(SessionCommand.parse("replay #12") == .success(.replay(12)))
        #expect(SessionCommand.parse("replay twelve") == .failure(CommandError("replay takes a game's number, as its results show it: replay 12")))
        #expect(SessionCommand.parse("replay 0") == .failure(CommandError("replay takes a game's number, as its results show it: replay 12")))
        #expect(SessionCommand.parse("name Ada Lovelace") == .success(.rename("Ada Lovelace")))
    }
}
