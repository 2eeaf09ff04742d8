import NIOCore
import NIOEmbedded
import NIOSSH
import SetCore
import SetTestSupport
import Testing
@testable import SetServer

/// An open lobby redraws when a room opens, fills or closes, without waiting for a timer:
/// the test's loop lets time pass only a frame's interval at a time, and nothing else
/// would mark the lobby changed, so only a pushed redraw can reach the screen.
@Suite("lobby: redrawn at every change", .timeLimit(.minutes(1)), .takesTurns)
struct LobbyPushTests {
    /// A player in the lobby on an embedded channel whose clock moves only when told.
    struct LobbyScreen {
        final class Clock: @unchecked Sendable {
            var now = 0.0
        }

        let loop = EmbeddedEventLoop()
        let clock = Clock()
        let hub: RoomHub
        let channel: EmbeddedChannel

        init() throws {
            let clock = clock
            hub = RoomHub.standing(at: 0, seed: 7)
            let sessions = SessionRegistry()
            sessions.redrawLobbies(of: hub, on: loop)
            let services = ServerServices(
                hub: hub, sessions: sessions, joins: JoinThrottle(), roomBudget: RoomBudget(), limits: ServerLimits(),
                clock: { clock.now }, records: nil)
            let handler = SessionChannelHandler(
                identity: .account(fingerprint: "SHA256:eve", name: "eve"), connection: ConnectionState(openedAt: 0), services: NIOLoopBound(services, eventLoop: loop), limits: services.limits,
                clock: services.clock)
            channel = EmbeddedChannel(handlers: [InputDecodingHandler(clock: { 0 }), handler], loop: loop)
            channel.pipeline.fireUserInboundEventTriggered(
                SSHChannelRequestEvent.PseudoTerminalRequest(
                    wantReply: false, term: "xterm", terminalCharacterWidth: 100, terminalRowHeight: 30,
                    terminalPixelWidth: 0, terminalPixelHeight: 0, terminalModes: SSHTerminalModes([:])))
            channel.pipeline.fireUserInboundEventTriggered(SSHChannelRequestEvent.ShellRequest(wantReply: false))
            loop.run()
        }

        /// Lets a frame's interval pass (the loop then runs what is due in it).
        func frameLater() {
            loop.run()
            clock.now += PlayerSession.frameInterval
            loop.advanceTime(by: .nanoseconds(Int64(PlayerSession.frameInterval * 1e9)))
        }

        /// Everything written to the player since the last call, as text.
        func written() throws -> String {
            try channel.writtenText()
        }
    }

    @Test("a room opened elsewhere on the server shows in the lobby at once; nothing is written when nothing changed")
    func opened() throws {
        let screen = try LobbyScreen()
        #expect(try screen.written().contains("none yet"))
        let room = try #require(screen.hub.open(.junior))
        screen.frameLater()
        let drawn = try screen.written()
        #expect(drawn.contains(room.code))
        #expect(drawn.contains("junior"))
        screen.frameLater()
        #expect(try screen.written().isEmpty)
    }

    @Test("a room heard of from another node shows at once")
    func heardOf() throws {
        let screen = try LobbyScreen()
        _ = try screen.written()
        screen.hub.elsewhere = [Lobby.Listing(code: "GHJK", mode: .standard, players: ["bob"], connected: 1, isOver: false)]
        screen.frameLater()
        #expect(try screen.written().contains("GHJK"))
    }
}
