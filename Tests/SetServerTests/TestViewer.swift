import SetFrame
import SetOnline
import SetProgram
import SetTable
@testable import SetServer

/// A player's session in process, for tests: their room program on a ``ProgramScreen``
/// paced as the channel's are, seated in (or watching) a hosted room whose changes it is
/// told of, its effects run against that room, the bytes of its frames kept.
final class TestViewer: RoomViewer {
    /// A clock tests move by hand; what is scheduled on it runs once it is moved past.
    final class Clock {
        var now = 1000.0 {
            didSet { runDue() }
        }
        private var timers: [(at: Double, body: () -> Void)] = []

        /// Runs `body` once the clock has moved `delay` seconds on.
        func schedule(_ delay: Double, _ body: @escaping () -> Void) {
            timers.append((now + delay, body))
        }

        private func runDue() {
            while let index = timers.firstIndex(where: { $0.at <= now }) { timers.remove(at: index).body() }
        }
    }

    let identity: PlayerIdentity
    let hosted: HostedRoom
    let clock: Clock
    private(set) var screen: ProgramScreen<RoomProgram>
    /// The bytes of every frame written, in order.
    private(set) var sent: [[UInt8]] = []
    /// Whether the peer keeps up: while false, frames wait.
    var canSend = true
    /// Whether the program asked to leave.
    private(set) var left = false

    var viewer: PlayerKey { identity.key }

    /// `name` sits down in `hosted` (or watches it) on a terminal of `terminal`.
    init(
        _ name: String, in hosted: HostedRoom, clock: Clock, spectator: Bool = false, settings: PlayerSettings = PlayerSettings(),
        terminal: RemoteTerminal = RemoteTerminal(width: 100, height: 30, term: "dumb")
    ) {
        identity = .account(fingerprint: "SHA256:\(name)", name: name)
        self.hosted = hosted
        self.clock = clock
        func screen(of room: HostedRoom) -> ProgramScreen<RoomProgram> {
            let program = RoomProgram(
                identity: .account(fingerprint: "SHA256:\(name)", name: name), spectator: spectator, code: room.code, access: room.access,
                room: room.room, ratings: room.ratingChanges, terminal: terminal, settings: settings, at: clock.now)
            return ProgramScreen(program, writer: terminal.frameWriter(), pacer: FramePacer(minimumInterval: PlayerSession.frameInterval))
        }
        self.screen = screen(of: hosted)
        hosted.enter(self, as: identity, spectator: spectator)
        self.screen = screen(of: hosted)
    }

    /// What a terminal sending `text` means (SetFrame's decoder, as the channel's is).
    static func events(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    /// The player types `text`.
    func type(_ text: String) {
        for event in Self.events(text) { send(.input(event)) }
    }

    func send(_ message: RoomProgram.Message) {
        for effect in screen.send(message, at: clock.now) { run(effect) }
    }

    private func run(_ effect: RoomProgram.Effect) {
        switch effect {
        case .act(let action): hosted.perform(action, by: identity)
        case .backToLobby, .quit:
            left = true
            hosted.leave(self)
        }
    }

    func roomChanged(_ room: HostedRoom, _ events: [RoomEvent]) {
        send(.changed(room.room, events, ratings: room.ratingChanges))
    }

    func tell(_ message: String) {
        send(.told(message))
    }

    /// When the next frame is due, as the channel's frame timer would be armed; nil: asleep.
    var nextFrameAt: Double? { screen.nextFrameAt(canSend: canSend) }

    /// Does what the channel's frame timer does at the clock's time: wakes the program if its
    /// time came and writes the frame due; whether bytes were written.
    @discardableResult
    func drawDue() -> Bool {
        for effect in screen.wake(at: clock.now) { run(effect) }
        guard let bytes = screen.frame(at: clock.now, canSend: canSend), !bytes.isEmpty else { return false }
        sent.append(bytes)
        return true
    }

    /// Moves the clock on in steps of a millisecond and draws what is due on every viewer,
    /// until all sleep: for each viewer, the times frames were written at.
    @discardableResult
    static func playOut(_ viewers: [TestViewer], clock: Clock) -> [[Double]] {
        var written = viewers.map { _ in [Double]() }
        for _ in 0..<20_000 where viewers.contains(where: { $0.nextFrameAt != nil }) {
            clock.now += 0.001
            for (index, viewer) in viewers.enumerated() where viewer.nextFrameAt.map({ $0 <= clock.now }) == true {
                if viewer.drawDue() { written[index].append(clock.now) }
            }
        }
        return written
    }

    /// The host (the first of `viewers`) presses Enter, and the clock moves on through the
    /// countdown and the deal until every screen sleeps.
    @discardableResult
    static func start(_ viewers: [TestViewer], clock: Clock) -> [[Double]] {
        viewers[0].type("\r")
        return playOut(viewers, clock: clock)
    }

    /// Everything written so far, as text.
    var writtenText: String { String(decoding: sent.joined(), as: UTF8.self) }
}
