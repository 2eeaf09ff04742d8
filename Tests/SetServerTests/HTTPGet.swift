import NIOCore
import NIOHTTP1
import NIOPosix

/// A plain HTTP/1.1 request (GET unless told) on loopback for the tests of the host's HTTP services: the status
/// and the body as text.
enum HTTPGet {
    struct Answer: Sendable {
        let status: Int
        let contentType: String?
        let body: String
    }

    static func get(_ address: String, port: Int, _ path: String, method: HTTPMethod = .GET) async throws -> Answer {
        let answer = MultiThreadedEventLoopGroup.singleton.next().makePromise(of: Answer.self)
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).channelInitializer { channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHTTPClientHandlers()
                try channel.pipeline.syncOperations.addHandler(Collector(answer: answer))
            }
        }.connect(host: address, port: port).get()
        var head = HTTPRequestHead(version: .http1_1, method: method, uri: path)
        head.headers.add(name: "Host", value: "\(address):\(port)")
        head.headers.add(name: "Connection", value: "close")
        channel.write(HTTPClientRequestPart.head(head), promise: nil)
        try await channel.writeAndFlush(HTTPClientRequestPart.end(nil))
        guard let result = await outcome(of: answer.futureResult, seconds: 15) else { throw RawSSHTimeout(what: "GET \(path)") }
        try? await channel.close()
        return try result.get()
    }

    private final class Collector: ChannelInboundHandler {
        typealias InboundIn = HTTPClientResponsePart
        private let answer: EventLoopPromise<Answer>
        private var head: HTTPResponseHead?
        private var body: [UInt8] = []

        init(answer: EventLoopPromise<Answer>) {
            self.answer = answer
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head(let head): self.head = head
            case .body(let buffer): body += buffer.readableBytesView
            case .end:
                answer.succeed(
                    Answer(status: Int(head?.status.code ?? 0), contentType: head?.headers.first(name: "content-type"), body: String(decoding: body, as: UTF8.self)))
            }
        }

        func channelInactive(context: ChannelHandlerContext) {
            answer.fail(ChannelError.inputClosed)
        }
    }
}
