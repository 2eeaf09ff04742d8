import NIOCore
import NIOSSH
import SetCore

/// One player of `set-game-bench --load`: an SSH session over NIO (the real protocol,
/// encrypted, a pty of a player's size), running a command on the server, reading every
/// frame it sends and scanning it as a terminal would, and typing at a player's pace. Many
/// of them share one process and its event loops; each touches only its own state, on its
/// channel's loop (the bench reads it there too: hence unchecked Sendable).
final class LoadSession: ChannelDuplexHandler, @unchecked Sendable {
    typealias InboundIn = SSHChannelData
    typealias OutboundIn = Never
    typealias OutboundOut = SSHChannelData

    /// What the player does.
    enum Role {
        /// Opens a room (`new test`) and takes three cards every so often.
        case host
        /// Joins the room `code` and moves its cursor.
        case guest(code: String)
        /// Plays a game of its own, as `sshd`'s `ForceCommand set-game --test-mode` gives every
        /// player: takes three cards every so often (one in 8, as a room's host), or moves its
        /// cursor (the others, as guests).
        case alone(takes: Bool)

        /// Whether the player takes sets (else it moves its cursor).
        var takes: Bool {
            switch self {
            case .host: true
            case .guest: false
            case .alone(let takes): takes
            }
        }

        /// What the first frame shows once it is whole: a room's player list, or the deck.
        var firstFrameMark: String {
            if case .alone = self { "Deck " } else { "Players" }
        }
    }

    let role: Role
    let width: Int
    let height: Int
    /// The bench's clock (monotonic seconds).
    private let clock: @Sendable () -> Double
    /// When the connection was started, and when the first frame came.
    let startedAt: Double
    private(set) var firstFrameAt: Double?
    /// The room code the host's first frame shows.
    private(set) var roomCode: String?
    /// Key → first bytes after it, seconds.
    private(set) var latencies: [Double] = []
    /// Bytes and escape sequences read.
    private(set) var bytesRead = 0
    private(set) var sequencesRead = 0
    /// Sets a host took.
    private(set) var takes = 0
    private(set) var ended = false
    /// Text of the first frames, kept until the room code or the table is seen.
    private var opening: [UInt8] = []
    private var lastOutputAt = 0.0
    private var keySentAt: Double?
    private var playing = false
    private var rightward = true
    private var context: ChannelHandlerContext?
    private var generator: SplitMix64

    /// Seconds between a guest's cursor keys and between a host's takes, on average; how
    /// long a screen must have been quiet before a timed key.
    static let pace = 1.0
    static let takeInterval = 4.0
    static let quiet = 0.1

    init(role: Role, width: Int, height: Int, seed: UInt64, clock: @escaping @Sendable () -> Double) {
        self.role = role
        self.width = width
        self.height = height
        self.clock = clock
        self.startedAt = clock()
        self.generator = SplitMix64(seed: seed)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        _ = context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
    }

    func channelActive(context: ChannelHandlerContext) {
        let modes = SSHTerminalModes([:])
        let pty = SSHChannelRequestEvent.PseudoTerminalRequest(
            wantReply: false, term: "xterm-256color", terminalCharacterWidth: width, terminalRowHeight: height,
            terminalPixelWidth: 0, terminalPixelHeight: 0, terminalModes: modes)
        context.triggerUserOutboundEvent(pty, promise: nil)
        let command: String
        switch role {
        case .host: command = "new test"
        case .guest(let code): command = "join \(code)"
        case .alone: command = "play"  // the ForceCommand runs instead
        }
        context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExecRequest(command: command, wantReply: false), promise: nil)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        ended = true
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .byteBuffer(let buffer) = message.data else { return }
        let now = clock()
        bytesRead += buffer.readableBytes
        // A terminal's work on every frame: each byte looked at, escape sequences told apart.
        buffer.withUnsafeReadableBytes { bytes in
            for byte in bytes where byte == 0x1B { sequencesRead += 1 }
        }
        if firstFrameAt == nil || roomCode == nil && opening.count < 16_384 {
            opening += buffer.readableBytesView
            if firstFrameAt == nil, Self.text(of: opening).contains(role.firstFrameMark) { firstFrameAt = now }
            if case .host = role, roomCode == nil { roomCode = Self.roomCode(in: Self.text(of: opening)) }
        }
        lastOutputAt = now
        if let sent = keySentAt {
            latencies.append(now - sent)
            keySentAt = nil
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }

    /// Starts playing: the guest shows its cursor (an arrow's first press), then both type
    /// on their timers until the channel closes.
    func play() {
        guard context != nil, !playing else { return }
        playing = true
        if role.takes {
            schedule(after: Double.random(in: 0..<Self.takeInterval, using: &generator)) { $0.take() }
        } else {
            type("\u{1B}[D")
            schedule(after: 0.5 + Double.random(in: 0..<Self.pace, using: &generator)) { $0.moveCursor() }
        }
    }

    /// The host starts its room (Enter): the countdown, then the deal.
    func startRoom() {
        if case .host = role { type("\r") }
    }

    /// Stops typing; what was measured stays.
    func stop() {
        playing = false
        keySentAt = nil
    }

    private func take() {
        guard playing else { return }
        type("qwe")  // any three match in a test room: a take, then a deal
        takes += 1
        schedule(after: Double.random(in: 0.5 * Self.takeInterval...1.5 * Self.takeInterval, using: &generator)) { $0.take() }
    }

    private func moveCursor() {
        guard playing else { return }
        let now = clock()
        guard keySentAt == nil, now - lastOutputAt >= Self.quiet else {
            return schedule(after: 0.02) { $0.moveCursor() }
        }
        keySentAt = now
        type(rightward ? "\u{1B}[C" : "\u{1B}[D")
        rightward.toggle()
        schedule(after: Double.random(in: 0.5 * Self.pace...1.5 * Self.pace, using: &generator)) { $0.moveCursor() }
    }

    private func type(_ keys: String) {
        guard let context, !ended else { return }
        let buffer = context.channel.allocator.buffer(string: keys)
        context.writeAndFlush(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(buffer))), promise: nil)
    }

    private func schedule(after seconds: Double, _ body: @escaping (LoadSession) -> Void) {
        guard let context, !ended else { return }
        context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(seconds * 1e9))) { [weak self] in
            if let self { body(self) }
        }
    }

    /// `bytes` with escape sequences left out: what the screen says, roughly.
    static func text(of bytes: [UInt8]) -> String {
        var kept: [UInt8] = []
        var inSequence = false
        for byte in bytes {
            if byte == 0x1B {
                inSequence = true
            } else if inSequence {
                if (0x40...0x7E).contains(byte) && byte != UInt8(ascii: "[") { inSequence = false }
            } else {
                kept.append(byte)
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }

    /// The code after `room ` in a room's title line, once it shows with its mode.
    static func roomCode(in text: String) -> String? {
        guard let range = text.range(of: "room "), text[range.upperBound...].contains(" · test") else { return nil }
        let code = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
        return code.count >= 4 ? String(code.prefix(4)) : nil
    }
}

/// A guest's way in: `guest`, with no secret.
final class GuestLogin: NIOSSHClientUserAuthenticationDelegate {
    private var offered = false

    func nextAuthenticationType(
        availableMethods: NIOSSHAvailableUserAuthenticationMethods, nextChallengePromise: EventLoopPromise<NIOSSHUserAuthenticationOffer?>
    ) {
        guard !offered else { return nextChallengePromise.succeed(nil) }
        offered = true
        nextChallengePromise.succeed(NIOSSHUserAuthenticationOffer(username: "guest", serviceName: "", offer: .none))
    }
}

/// The bench's own server on loopback: its key is whatever it is.
final class AnyHostKey: NIOSSHClientServerAuthenticationDelegate {
    func validateHostKey(hostKey: NIOSSHPublicKey, validationCompletePromise: EventLoopPromise<Void>) {
        validationCompletePromise.succeed(())
    }
}
