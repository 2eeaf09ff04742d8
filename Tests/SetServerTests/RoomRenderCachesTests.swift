import SetCore
import SetOnline
import SetRender
import SetTestSupport
import Testing
@testable import SetServer

/// A room's viewers share their painted cards (issue 44: a cache each was most of a
/// player's memory on the server), and sharing changes no cell anyone sees.
@Suite("Room render caches", .timeLimit(.minutes(1)), .takesTurns)
struct RoomRenderCachesTests {
    @Test("one cache a way of painting: the same for the same theme and colors, another for another")
    func oneCacheAPainting() {
        let caches = RoomRenderCaches()
        let classic = caches.cache(paintingAs: CardPainter(theme: .classic, colorMode: .ansi256))
        #expect(caches.cache(paintingAs: CardPainter(theme: .classic, colorMode: .ansi256)) === classic)
        #expect(caches.cache(paintingAs: CardPainter(theme: .classic, colorMode: .ansi8)) !== classic)
        #expect(caches.cache(paintingAs: CardPainter(theme: .symbols, colorMode: .ansi256)) !== classic)
    }

    @Test("bob's screen drawn from the cache ada's screens filled is the screen bob draws alone")
    func sharedCacheSameCells() {
        let room = RoomProgramTests.room()
        let caches = RoomRenderCaches()
        let terminal = RemoteTerminal(width: 100, height: 30, term: "xterm-256color")
        func program(_ identity: PlayerIdentity, _ caches: RoomRenderCaches?) -> RoomProgram {
            var program = RoomProgram(
                identity: identity, spectator: false, code: "BCDF", access: .listed, room: room, terminal: terminal, caches: caches, at: 0)
            _ = program.update(.tick, at: 10)
            return program
        }
        var ada = program(RoomProgramTests.ada, caches)
        _ = ada.view()
        _ = ada.update(.input(.key(.right)), at: 11)
        _ = ada.view()
        let shared = program(RoomProgramTests.bob, caches).view()
        let alone = program(RoomProgramTests.bob, nil).view()
        #expect(shared == alone)
        #expect(shared.lines.joined().contains("bob"))
    }
}
