import NIOCore
import NIOEmbedded
import NIOSSH
import SetAnimation
import SetCore
import SetOnline
import SetTestSupport
import Testing
@testable import SetServer

/// The driver of a session channel, wired as the server wires it (the input decoder, then
/// the session handler) on an embedded channel whose clock moves with its loop: what its
/// effects do to the room, and what it writes.
@Suite("Session driver on a channel", .timeLimit(.minutes(1)), .takesTurns)
struct SessionDriverTests {
    final class Clock: @unchecked Sendable {
        var now = 1000.0
    }

    /// A guest's session on an embedded channel, with a terminal of 100 × 30.
    struct Session {
        let loop = EmbeddedEventLoop()
        let clock = Clock()
        let hub: RoomHub
        let identity: PlayerIdentity
        let channel: EmbeddedChannel

        init() throws {
            let clock = clock
            let loop = loop
            hub = RoomHub(
                clock: { clock.now }, schedule: { delay, body in loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(delay * 1e9)), body) },
                generator: SplitMix64(seed: 4))
            var generator = SplitMix64(seed: 1)
            identity = .guest(using: &generator)
            let services = ServerServices(
                hub: hub, sessions: SessionRegistry(), joins: JoinThrottle(), roomBudget: RoomBudget(), limits: ServerLimits(),
                clock: { clock.now }, records: nil)
            let handler = SessionChannelHandler(
                identity: identity, connection: ConnectionState(openedAt: clock.now), services: NIOLoopBound(services, eventLoop: loop), limits: services.limits,
                clock: services.clock)
            channel = EmbeddedChannel(handlers: [InputDecodingHandler(clock: { clock.now }), handler], loop: loop)
            // Active, as an SSH session channel is once opened: its close is then seen.
            try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 22)).wait()
            channel.pipeline.fireUserInboundEventTriggered(
                SSHChannelRequestEvent.PseudoTerminalRequest(
                    wantReply: false, term: "xterm", terminalCharacterWidth: 100, terminalRowHeight: 30,
                    terminalPixelWidth: 0, terminalPixelHeight: 0, terminalModes: SSHTerminalModes([:])))
        }

        /// Lets `seconds` pass on the clock and the loop, running what falls due.
        func wait(_ seconds: Double) {
            loop.run()
            clock.now += seconds
            loop.advanceTime(by: .nanoseconds(Int64(seconds * 1e9)))
        }

        /// The player's terminal sends `text`.
        func type(_ text: String) throws {
            try channel.writeInbound(SSHChannelData(type: .channel, data: .byteBuffer(channel.allocator.buffer(bytes: Array(text.utf8)))))
            loop.run()
        }

        /// Everything written to the player since the last call, as text.
        func written() throws -> String {
            try channel.writtenText()
        }

        /// Opens a test room ("any three match") with bob seated beside the player, who starts it;
        /// returns once the countdown is over.
        func startTestRoomWithBob() throws -> (room: HostedRoom, bob: TestViewer) {
            channel.pipeline.fireUserInboundEventTriggered(SSHChannelRequestEvent.ExecRequest(command: "new test", wantReply: false))
            wait(0)
            let room = try #require(hub.rooms.values.first)
            let bob = TestViewer("bob", in: room, clock: TestViewer.Clock())
            try type("\r")
            wait(Room.countdown)
            return (room, bob)
        }
    }

    @Test("`new test`: the screen is taken, a card key chooses in the room, a window change redraws whole, Q the lobby, Q there gives the screen back")
    func newRoom() throws {
        let session = try Session()
        session.channel.pipeline.fireUserInboundEventTriggered(SSHChannelRequestEvent.ExecRequest(command: "new test", wantReply: false))
        session.wait(0)
        let first = try session.written()
        #expect(first.hasPrefix(String(decoding: RemoteTerminal.enterScreen, as: UTF8.self)))
        #expect(first.contains("SET online · room "))
        let room = try #require(session.hub.rooms.values.first)
        #expect(room.room.seat(of: session.identity.key) != nil)
        #expect(first.contains("Enter: start now, alone (practice, not rated),"), "the room waits for its host")
        try session.type("\r")
        session.wait(Room.countdown)
        #expect(room.room.isPlaying && room.room.isPractice)
        try session.type("q")
        #expect(room.room.selection(of: session.identity.key) == [room.room.game.table[0].id])
        session.wait(3)  // the deal lands
        _ = try session.written()
        session.channel.pipeline.fireUserInboundEventTriggered(
            SSHChannelRequestEvent.WindowChangeRequest(terminalCharacterWidth: 120, terminalRowHeight: 40, terminalPixelWidth: 0, terminalPixelHeight: 0))
        session.wait(3)
        #expect(try session.written().contains("\u{1B}[2J"), "the frame after a window change clears and writes every cell")
        try session.type("Q")
        #expect(session.hub.rooms.isEmpty, "alone in it, the player's going closed the room")
        session.wait(1)
        #expect(!(try session.written().contains(String(decoding: RemoteTerminal.leaveScreen, as: UTF8.self))), "still on screen: the lobby")
        try session.type("Q")
        #expect(try session.written().contains(String(decoding: RemoteTerminal.leaveScreen, as: UTF8.self)))
        session.loop.run()
        #expect(!session.channel.isActive)
    }

    @Test("a way back: Q leaves the room for the lobby, which says the seat waits; b sits down again; Ctrl-C ends at once")
    func wayBack() throws {
        let session = try Session()
        let (room, bob) = try session.startTestRoomWithBob()
        try session.type("qaz")  // test mode: any three match
        #expect(room.room.seat(of: session.identity.key)?.sets == 1)
        session.wait(1)
        _ = try session.written()
        try session.type("Q")
        #expect(room.room.seat(of: session.identity.key)?.isConnected == false, "the seat is kept, its player gone")
        #expect(session.hub.room(room.code) === room, "bob is still there")
        session.wait(1)
        let lobby = try session.written()
        #expect(lobby.contains("\u{1B}[2J"), "the lobby is written whole, over whatever the terminal shows")
        #expect(lobby.contains("SET online · lobby · guest-"))
        #expect(lobby.contains("Your seat in \(room.code) is waiting · b: back to it"))
        try session.type("b")
        #expect(room.room.seat(of: session.identity.key)?.isConnected == true)
        #expect(room.room.seat(of: session.identity.key)?.sets == 1, "the score kept")
        session.wait(1)
        let back = try session.written()
        #expect(back.contains("\u{1B}[2J") && back.contains("SET online · room \(room.code)"), "the room is written whole")
        try session.type("\u{03}")
        #expect(try session.written().contains(String(decoding: RemoteTerminal.leaveScreen, as: UTF8.self)))
        session.loop.run()
        #expect(!session.channel.isActive)
        #expect(room.room.seat(of: session.identity.key)?.isConnected == false)
        #expect(room.room.seat(of: bob.viewer)?.isConnected == true)
    }

    @Test(
        "on the server's 30ths of a second, another's take flies on every other one, the player's own on each",
        arguments: [0, 1, 64, 136, 200, 232, 236, 240, 255])
    func framePace(place: Int) throws {
        let session = try Session()
        let (room, bob) = try session.startTestRoomWithBob()
        room.frameOffset = Double(place) / 256 * PlayerSession.frameInterval
        session.wait(3)  // the deal lands
        _ = try session.written()
        /// The times of the frames written from a take's flash on until all rests, to the millisecond the loop moves by.
        func flightFrames() throws -> [Double] {
            let start = session.clock.now
            var times: [Double] = []
            for _ in 0..<1500 {
                session.wait(0.001)
                if !(try session.written().isEmpty) { times.append(session.clock.now - start) }
            }
            return times.filter { $0 > AnimationTiming().celebration }
        }
        func gaps(_ times: [Double]) -> [Double] { zip(times, times.dropFirst()).map { $1 - $0 } }
        bob.type("qaz")  // test mode: any three match
        #expect(room.room.seat(of: bob.viewer)?.sets == 1)
        let others = gaps(try flightFrames())
        // About 0.4 s of flight after the flash: 6 or 7 frames, as the 15ths fall.
        #expect(others.count >= 5 && others.allSatisfy { abs($0 - 2 * PlayerSession.frameInterval) < 0.0025 }, "\(others)")
        try session.type("qaz")
        #expect(room.room.seat(of: session.identity.key)?.sets == 1)
        let own = gaps(try flightFrames())
        #expect(own.count >= 8 && own.allSatisfy { abs($0 - PlayerSession.frameInterval) < 0.0025 }, "\(own)")
    }

    @Test("a wrong code is told, before any screen, and the session ends")
    func wrongCode() throws {
        let session = try Session()
        session.channel.pipeline.fireUserInboundEventTriggered(SSHChannelRequestEvent.ExecRequest(command: "join BCDF", wantReply: false))
        session.wait(0)
        #expect(try session.written() == "set-game: no room BCDF; ask its players for the code in their title line\r\n")
        #expect(!session.channel.isActive)
    }

    @Test("from the lobby, a wrong code is told there and the session goes on")
    func wrongCodeInLobby() throws {
        let session = try Session()
        session.channel.pipeline.fireUserInboundEventTriggered(SSHChannelRequestEvent.ShellRequest(wantReply: false))
        session.wait(1)
        #expect(try session.written().contains("SET online · lobby · guest-"))
        try session.type("cbcdf\r")
        session.wait(1)
        #expect(try session.written().contains("no room BCDF; ask its players for the code in their title line"))
        #expect(session.channel.isActive)
        try session.type("Q")
        session.loop.run()
        #expect(!session.channel.isActive)
    }
}
