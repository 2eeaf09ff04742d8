import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import NIOSSH

/// A raw SSH client on loopback for the server's edge tests: logs in as a guest (`none`,
/// as `ssh guest@…` does), opens session channels, and sends what OpenSSH never would, byte
/// for byte (``RawSession/rawRequest(_:wantReply:payload:)``, ``rawOpen(_:payload:)``).
final class RawSSHClient: Sendable {
    /// The TCP connection.
    let connection: any Channel
    private let ssh: NIOLoopBound<NIOSSHHandler>

    private init(connection: any Channel, ssh: NIOLoopBound<NIOSSHHandler>) {
        self.connection = connection
        self.ssh = ssh
    }

    /// Connects to the server on 127.0.0.1:`port` and logs in as a guest.
    static func connect(port: Int) async throws -> RawSSHClient {
        try await connect(port: port, thenOpen: nil)
    }

    /// Connects, logs in and opens a session channel in one go on the connection's event
    /// loop, with no wait on the test's own task in between: a test process busy with other
    /// suites can hold that task back past a short login grace.
    static func connectWithSession(port: Int) async throws -> (RawSSHClient, RawSession) {
        let session = RawSession()
        let client = try await connect(port: port, thenOpen: session)
        guard let channel = await outcome(of: session.opened.futureResult, seconds: 10) else { throw RawSSHTimeout(what: "opening a session") }
        session.channel = try channel.get()
        return (client, session)
    }

    /// Connects and logs in; then, on the event loop, opens `session`'s channel if one is given.
    private static func connect(port: Int, thenOpen session: RawSession?) async throws -> RawSSHClient {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let loggedIn = loop.makePromise(of: Void.self)
        // The handler is kept as it is made: the server may close the connection right after
        // the login (a short grace on a slow machine), and a closed pipeline no longer has it.
        let handler = loop.makePromise(of: NIOLoopBound<NIOSSHHandler>.self)
        let channel = try await ClientBootstrap(group: loop).channelInitializer { channel in
            channel.eventLoop.makeCompletedFuture {
                let configuration = SSHClientConfiguration(
                    userAuthDelegate: GuestNone(), serverAuthDelegate: AnyHostKey(), transportProtectionSchemes: [RawProtection.self])
                let ssh = NIOSSHHandler(role: .client(configuration), allocator: channel.allocator, inboundChildChannelInitializer: nil)
                try channel.pipeline.syncOperations.addHandlers([ssh, LoginWatcher(loggedIn: loggedIn)])
                let bound = NIOLoopBound(ssh, eventLoop: channel.eventLoop)
                handler.succeed(bound)
                if let session {
                    loggedIn.futureResult.whenComplete { login in
                        switch login {
                        case .success: Self.open(session, on: bound.value)
                        case .failure(let error): session.opened.fail(error)
                        }
                    }
                }
            }
        }.connect(host: "127.0.0.1", port: port).get()
        try await loggedIn.futureResult.get()
        return RawSSHClient(connection: channel, ssh: try await handler.futureResult.get())
    }

    /// Connects without speaking SSH at all: a bare TCP socket to 127.0.0.1:`port`.
    static func bareSocket(port: Int) async throws -> any Channel {
        try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).channelInitializer { channel in
            channel.eventLoop.makeSucceededVoidFuture()
        }.connect(host: "127.0.0.1", port: port).get()
    }

    /// Opens a session channel.
    func openSession() async throws -> RawSession {
        let session = RawSession()
        let ssh = ssh
        connection.eventLoop.execute { Self.open(session, on: ssh.value) }
        guard let result = await outcome(of: session.opened.futureResult, seconds: 10) else { throw RawSSHTimeout(what: "opening a session") }
        session.channel = try result.get()
        return session
    }

    /// Asks for a session channel on `ssh` (on its event loop), with `session` as its
    /// handler; `session.opened` tells the outcome.
    private static func open(_ session: RawSession, on ssh: NIOSSHHandler) {
        ssh.createChannel(session.opened, channelType: .session) { child, _ in
            child.eventLoop.makeCompletedFuture {
                try child.pipeline.syncOperations.addHandler(session)
            }
        }
    }

    /// Opens a channel of `type` with `payload` as its type-specific data: the channel, or the
    /// server's refusal.
    func rawOpen(_ type: String, payload: [UInt8]) throws -> EventLoopFuture<any Channel> {
        var marked = ByteBuffer()
        marked.writeRawText(type)
        marked.writeBytes(payload)
        let ssh = ssh
        let origin = try SocketAddress(ipAddress: "127.0.0.1", port: 1)
        let target = SSHChannelType.DirectTCPIP(
            targetHost: RawProtection.openMark + RawProtection.hex(marked.readableBytesView), targetPort: 1,
            originatorAddress: origin)
        let opened = connection.eventLoop.makePromise(of: (any Channel).self)
        connection.eventLoop.execute {
            ssh.value.createChannel(opened, channelType: .directTCPIP(target)) { child, _ in child.eventLoop.makeSucceededVoidFuture() }
        }
        return opened.futureResult
    }

    /// Whether the server has closed the connection.
    var isClosed: Bool { !connection.isActive }

    /// Waits up to `seconds` for the server to close the connection; false if it is still open.
    func waitForClose(seconds: Double) async -> Bool {
        await Self.waitForClose(of: connection, seconds: seconds)
    }

    /// Waits up to `seconds` for `channel` to be closed; false if it is still open.
    static func waitForClose(of channel: any Channel, seconds: Double) async -> Bool {
        await poll(seconds: seconds) { !channel.isActive }
    }
}

/// A raw client's step that did not finish in time.
struct RawSSHTimeout: Error {
    let what: String
}

/// What became of `future` within `seconds`; nil when it is still pending.
func outcome<T: Sendable>(of future: EventLoopFuture<T>, seconds: Double) async -> Result<T, any Error>? {
    let box = NIOLockedValueBox<Result<T, any Error>?>(nil)
    future.whenComplete { result in box.withLockedValue { $0 = result } }
    _ = await poll(seconds: seconds) { box.withLockedValue { $0 != nil } }
    return box.withLockedValue { $0 }
}

/// Polls `condition` every 20 ms for up to `seconds`; whether it came true.
func poll(seconds: Double, _ condition: () -> Bool) async -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(20))
    }
    return condition()
}

/// One session channel of a ``RawSSHClient``: what it received, and ways to send.
final class RawSession: ChannelInboundHandler, Sendable {
    typealias InboundIn = SSHChannelData

    /// Its channel once the server accepted it, or why not.
    let opened = MultiThreadedEventLoopGroup.singleton.any().makePromise(of: (any Channel).self)

    /// What the channel received and how it stands.
    struct Received {
        var bytes: [UInt8] = []
        /// The server's answers to requests that wanted one, in order (true: success).
        var replies: [Bool] = []
        var exitStatus: Int?
        var closed = false
    }

    private let state = NIOLockedValueBox(Received())
    private let channelBox = NIOLockedValueBox<(any Channel)?>(nil)
    fileprivate(set) var channel: (any Channel)? {
        get { channelBox.withLockedValue { $0 } }
        set { channelBox.withLockedValue { $0 = newValue } }
    }

    /// What has arrived so far.
    var received: Received { state.withLockedValue { $0 } }
    /// The output so far as text.
    var text: String { String(decoding: received.bytes, as: UTF8.self) }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .byteBuffer(let buffer) = message.data else { return }
        state.withLockedValue { $0.bytes += buffer.readableBytesView }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case is ChannelSuccessEvent: state.withLockedValue { $0.replies.append(true) }
        case is ChannelFailureEvent: state.withLockedValue { $0.replies.append(false) }
        case let status as SSHChannelRequestEvent.ExitStatus: state.withLockedValue { $0.exitStatus = status.exitStatus }
        default: context.fireUserInboundEventTriggered(event)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        state.withLockedValue { $0.closed = true }
        context.fireChannelInactive()
    }

    /// Sends a request the library knows (a pty, a shell, an exec).
    func request(_ event: any Sendable) {
        channel?.triggerUserOutboundEvent(event, promise: nil)
    }

    /// Asks for a terminal of `width`×`height` and runs `command` (nil: the lobby).
    func start(_ command: String?, width: Int = 100, height: Int = 30) {
        request(
            SSHChannelRequestEvent.PseudoTerminalRequest(
                wantReply: true, term: "xterm-256color", terminalCharacterWidth: width, terminalRowHeight: height,
                terminalPixelWidth: 0, terminalPixelHeight: 0, terminalModes: .init([:])))
        if let command {
            request(SSHChannelRequestEvent.ExecRequest(command: command, wantReply: true))
        } else {
            request(SSHChannelRequestEvent.ShellRequest(wantReply: true))
        }
    }

    /// Sends a channel request of any `type`, with `payload` as its type-specific data.
    func rawRequest(_ type: String, wantReply: Bool, payload: [UInt8]) {
        var marked = ByteBuffer()
        marked.writeRawText(type)
        marked.writeInteger(UInt8(wantReply ? 1 : 0))
        marked.writeBytes(payload)
        request(SSHChannelRequestEvent.SignalRequest(signal: RawProtection.requestMark + RawProtection.hex(marked.readableBytesView)))
    }

    /// Types `text` as keys.
    func type(_ text: String) {
        guard let channel else { return }
        let buffer = channel.allocator.buffer(string: text)
        channel.writeAndFlush(SSHChannelData(type: .channel, data: .byteBuffer(buffer)), promise: nil)
    }

    /// Waits up to `seconds` for `condition` on what arrived.
    func wait(seconds: Double = 10, for condition: (Received) -> Bool) async -> Bool {
        await poll(seconds: seconds) { condition(received) }
    }

    /// Waits up to `seconds` for `text` in the output.
    func wait(seconds: Double = 10, forText text: String) async -> Bool {
        await poll(seconds: seconds) { self.text.contains(text) }
    }
}

/// Logs in as `guest` with `none`, once.
private final class GuestNone: NIOSSHClientUserAuthenticationDelegate {
    private var offered = false

    func nextAuthenticationType(
        availableMethods: NIOSSHAvailableUserAuthenticationMethods, nextChallengePromise: EventLoopPromise<NIOSSHUserAuthenticationOffer?>
    ) {
        defer { offered = true }
        nextChallengePromise.succeed(offered ? nil : .init(username: "guest", serviceName: "", offer: .none))
    }
}

/// Trusts any host key (a throwaway server on loopback).
private final class AnyHostKey: NIOSSHClientServerAuthenticationDelegate {
    func validateHostKey(hostKey: NIOSSHPublicKey, validationCompletePromise: EventLoopPromise<Void>) {
        validationCompletePromise.succeed(())
    }
}

/// Completes `loggedIn` once the server accepts the login.
private final class LoginWatcher: ChannelInboundHandler {
    typealias InboundIn = Any
    let loggedIn: EventLoopPromise<Void>

    init(loggedIn: EventLoopPromise<Void>) {
        self.loggedIn = loggedIn
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is UserAuthSuccessEvent { loggedIn.succeed(()) }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        loggedIn.fail(ChannelError.ioOnClosedChannel)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        loggedIn.fail(error)
        context.close(promise: nil)
    }
}

/// The client's cipher (swift-nio-ssh's AES-256-GCM), which rewrites two marked messages
/// before encrypting them, so a test can send what the library's client never would:
/// - a `signal` request whose signal is ``requestMark`` + hex becomes a channel request
///   whose type, want-reply and data are the hex's bytes;
/// - a `direct-tcpip` open whose host is ``openMark`` + hex becomes a channel open whose
///   type and type-specific data are the hex's bytes.
final class RawProtection: NIOSSHTransportProtection {
    static let requestMark = "raw-request:"
    static let openMark = "raw-open:"
    private static var scheme: any NIOSSHTransportProtection.Type {
        guard let scheme = Constants.bundledTransportProtectionSchemes.first(where: { $0.cipherName == "aes256-gcm@openssh.com" }) else {
            fatalError("swift-nio-ssh has no aes256-gcm@openssh.com")
        }
        return scheme
    }

    static var cipherName: String { scheme.cipherName }
    static var macName: String? { scheme.macName }
    static var cipherBlockSize: Int { scheme.cipherBlockSize }
    static var keySizes: ExpectedKeySizes { scheme.keySizes }

    private let inner: any NIOSSHTransportProtection

    init(initialKeys: NIOSSHSessionKeys) throws {
        inner = try Self.scheme.init(initialKeys: initialKeys)
    }

    var macBytes: Int { inner.macBytes }
    var lengthEncrypted: Bool { inner.lengthEncrypted }
    func updateKeys(_ newKeys: NIOSSHSessionKeys) throws { try inner.updateKeys(newKeys) }
    func decryptFirstBlock(_ source: inout ByteBuffer) throws { try inner.decryptFirstBlock(&source) }
    func decryptAndVerifyRemainingPacket(_ source: inout ByteBuffer, sequenceNumber: UInt32) throws -> ByteBuffer {
        try inner.decryptAndVerifyRemainingPacket(&source, sequenceNumber: sequenceNumber)
    }

    func encryptPacket(_ destination: inout ByteBuffer, sequenceNumber: UInt32) throws {
        Self.rewrite(&destination)
        try inner.encryptPacket(&destination, sequenceNumber: sequenceNumber)
    }

    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    static func bytes(hex: Substring) -> [UInt8] {
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex, let next = hex.index(index, offsetBy: 2, limitedBy: hex.endIndex) {
            bytes.append(UInt8(hex[index..<next], radix: 16) ?? 0)
            index = next
        }
        return bytes
    }

    /// Rewrites the packet at `packet`'s reader index (length, padding length, message,
    /// padding) when its message is marked, framing it again with fresh padding.
    private static func rewrite(_ packet: inout ByteBuffer) {
        let start = packet.readerIndex
        guard let length = packet.getInteger(at: start, as: UInt32.self), let padding = packet.getInteger(at: start + 4, as: UInt8.self),
            let message = packet.getBytes(at: start + 5, length: Int(length) - Int(padding) - 1),
            let replaced = replacement(for: message)
        else { return }
        var paddingLength = cipherBlockSize - ((1 + replaced.count) % cipherBlockSize)
        if paddingLength < 4 { paddingLength += cipherBlockSize }
        packet.moveWriterIndex(to: start)
        packet.writeInteger(UInt32(1 + replaced.count + paddingLength))
        packet.writeInteger(UInt8(paddingLength))
        packet.writeBytes(replaced)
        packet.writeBytes([UInt8](repeating: 0, count: paddingLength))
    }

    /// The message a marked `message` stands for; nil when it is not marked.
    private static func replacement(for message: [UInt8]) -> [UInt8]? {
        var reader = ByteBuffer(bytes: message)
        switch reader.readInteger(as: UInt8.self) {
        case 98:  // a channel request: recipient, "signal", false, the marked signal name
            guard let recipient = reader.readInteger(as: UInt32.self), reader.readRawText() == "signal",
                reader.readInteger(as: UInt8.self) != nil, let name = reader.readRawText(), name.hasPrefix(requestMark)
            else { return nil }
            var out = ByteBuffer()
            out.writeInteger(UInt8(98))
            out.writeInteger(recipient)
            out.writeBytes(bytes(hex: name.dropFirst(requestMark.count)))
            return Array(out.readableBytesView)
        case 90:  // a channel open: "direct-tcpip", sender, window, packet size, the marked host, …
            guard reader.readRawText() == "direct-tcpip", let sender = reader.readInteger(as: UInt32.self),
                let window = reader.readInteger(as: UInt32.self), let packetSize = reader.readInteger(as: UInt32.self),
                let host = reader.readRawText(), host.hasPrefix(openMark)
            else { return nil }
            var marked = ByteBuffer(bytes: bytes(hex: host.dropFirst(openMark.count)))
            guard let type = marked.readRawText() else { return nil }
            var out = ByteBuffer()
            out.writeInteger(UInt8(90))
            out.writeRawText(type)
            out.writeMultipleIntegers(sender, window, packetSize)
            out.writeBuffer(&marked)
            return Array(out.readableBytesView)
        default:
            return nil
        }
    }
}

extension ByteBuffer {
    /// Writes `text` as an SSH string (a 32-bit length, then its bytes).
    mutating func writeRawText(_ text: String) {
        writeInteger(UInt32(text.utf8.count))
        writeString(text)
    }

    /// Reads an SSH string as text.
    mutating func readRawText() -> String? {
        guard let length = readInteger(as: UInt32.self), let bytes = readBytes(length: Int(length)) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
