import NIOCore

/// The last handler of every connection, after swift-nio-ssh: closes the connection on any
/// error that handler reports. Once it fails to read a message (a malformed packet, a
/// decryption failure) it cannot read the next one either, so a connection left open would
/// sit wedged for ever, every later byte failing the same way.
final class SSHErrorCloser: ChannelInboundHandler {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        context.close(promise: nil)
    }
}
