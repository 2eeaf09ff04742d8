import NIOCore
import NIOEmbedded
import NIOSSH
import SetCore
import SetTestSupport
import Testing
@testable import SetServer

/// An open lobby redraws when a room opens, fills or closes, without waiting for a timer:
/// the test's loop never lets time pass, so only a pushed redraw can reach the screen.
@Suite("lobby: redrawn at every change", .timeLimit(.minutes(1)), .takesTurns)
struct LobbyPushTests {
    /// A player in the lobby on an embedded channel whose clock stands still.
    struct LobbyScreen {
        let loop = EmbeddedEventLoop()
        let hub = RoomHub(clock: { 0 }, generator: SplitMix64(seed: 7))
        let channel: EmbeddedChannel

        init() throws {
            let sessions = SessionRegistry()
            sessions.redrawLobbies(of: hub, on: loop)
            let services = ServerServices(
                hub: hub, sessions: sessions, joins: JoinThrottle(), roomBudget: RoomBudget(), limits: ServerLimits(), clock: { 0 }, records: nil)
            let handler = SessionChannelHandler(
                identity: .account(fingerprint: "SHA256:eve", name: "eve"), connection: ConnectionState(openedAt: 0), services: services)
            channel = EmbeddedChannel(handler: handler, loop: loop)
            channel.pipeline.fireUserInboundEventTriggered(
                SSHChannelRequestEvent.PseudoTerminalRequest(
                    wantReply: false, term: "xterm", terminalCharacterWidth: 100, terminalRowHeight: 30,
                    terminalPixelWidth: 0, terminalPixelHeight: 0, terminalModes: SSHTerminalModes([:])))
            channel.pipeline.fireUserInboundEventTriggered(SSHChannelRequestEvent.ShellRequest(wantReply: false))
            loop.run()
        }

        /// Everything written to the player since the last call, as text.
        func written() throws -> String {
            var bytes: [UInt8] = []
            while let data = try channel.readOutbound(as: SSHChannelData.self) {
                guard case .byteBuffer(let buffer) = data.data else { continue }
                bytes += buffer.readableBytesView
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test("a room opened elsewhere on the server shows in the lobby at once; nothing is written when nothing changed")
    func opened() throws {
        let screen = try LobbyScreen()
        #expect(try screen.written().contains("none yet"))
        let room = try #require(screen.hub.open(.junior))
        screen.loop.run()
        let drawn = try screen.written()
        #expect(drawn.contains(room.code))
        #expect(drawn.contains("junior"))
        screen.loop.run()
        #expect(try screen.written().isEmpty)
    }

    @Test("a room heard of from another node shows at once")
    func heardOf() throws {
        let screen = try LobbyScreen()
        _ = try screen.written()
        screen.hub.elsewhere = [Lobby.Listing(code: "GHJK", mode: .standard, players: ["bob"], connected: 1, isOver: false)]
        screen.loop.run()
        #expect(try screen.written().contains("GHJK"))
    }
}
