import NIOCore

/// Makes the SSH messages swift-nio-ssh 0.15 cannot read into ones it refuses, so that
/// unknown is refused, never wedging.
///
/// The library reads a channel request of a type it does not know (`x11-req` from `ssh -X`,
/// `break` from OpenSSH's `~B`) as "unknown" but leaves its type-specific data unread, and
/// then rejects the whole packet for that leftover data; a channel open of a type it does
/// not know (`x11`, `auth-agent@openssh.com`) it rejects outright. Either way it can read
/// nothing after that packet, and the connection hangs. Here, on each decrypted message:
/// - a channel request of an unknown type loses its type-specific data, so the library
///   answers it with a failure when a reply is wanted, and otherwise ignores it;
/// - a channel open of an unknown type becomes a `direct-tcpip` open of nowhere, which the
///   server refuses like every forwarding, so the client is told the channel failed.
/// Any other message, and any message too short to read, passes unchanged.
enum UnknownRequestFilter {
    static let channelOpen: UInt8 = 90
    static let channelRequest: UInt8 = 98
    /// The channel request types swift-nio-ssh reads with their data.
    static let knownRequests: Set<String> = [
        "exec", "exit-status", "env", "exit-signal", "pty-req", "shell", "subsystem", "window-change", "xon-xoff", "signal",
    ]
    /// The channel types swift-nio-ssh reads.
    static let knownChannels: Set<String> = ["session", "forwarded-tcpip", "direct-tcpip"]

    /// `message` (an SSH message: its type byte, then its fields) as the library can read it.
    static func filtered(_ message: ByteBuffer) -> ByteBuffer {
        var reader = message
        switch reader.readInteger(as: UInt8.self) {
        case channelRequest:
            guard reader.readInteger(as: UInt32.self) != nil, let type = reader.readSSHText(),
                reader.readInteger(as: UInt8.self) != nil, !knownRequests.contains(type), reader.readableBytes > 0
            else { return message }
            return message.getSlice(at: message.readerIndex, length: message.readableBytes - reader.readableBytes) ?? message
        case channelOpen:
            guard let type = reader.readSSHText(), !knownChannels.contains(type),
                let sender = reader.readInteger(as: UInt32.self), let window = reader.readInteger(as: UInt32.self),
                let packetSize = reader.readInteger(as: UInt32.self)
            else { return message }
            var refused = ByteBuffer()
            refused.writeInteger(channelOpen)
            refused.writeSSHText("direct-tcpip")
            refused.writeInteger(sender)
            refused.writeInteger(window)
            refused.writeInteger(packetSize)
            refused.writeSSHText("")  // the host to connect to: none
            refused.writeInteger(UInt32(0))
            refused.writeSSHText("0.0.0.0")  // where it came from: nowhere
            refused.writeInteger(UInt32(0))
            return refused
        default:
            return message
        }
    }
}

extension ByteBuffer {
    /// Reads an SSH string (a 32-bit length, then the bytes) as text; nil, reading nothing,
    /// when the buffer holds less than its length says.
    fileprivate mutating func readSSHText() -> String? {
        guard let length = getInteger(at: readerIndex, as: UInt32.self), let bytes = getBytes(at: readerIndex + 4, length: Int(length))
        else { return nil }
        moveReaderIndex(forwardBy: 4 + Int(length))
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `text` as an SSH string.
    fileprivate mutating func writeSSHText(_ text: String) {
        writeInteger(UInt32(text.utf8.count))
        writeString(text)
    }
}
