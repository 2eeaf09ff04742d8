import NIOEmbedded
import NIOSSH

extension EmbeddedChannel {
    /// Everything the session wrote to its player since the last call, as text.
    func writtenText() throws -> String {
        var bytes: [UInt8] = []
        while let data = try readOutbound(as: SSHChannelData.self) {
            guard case .byteBuffer(let buffer) = data.data else { continue }
            bytes += buffer.readableBytesView
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
