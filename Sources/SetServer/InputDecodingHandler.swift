import NIOCore
import NIOSSH
import SetFrame

/// Turns the bytes a player's terminal sends on a session channel into ``InputEvent``s, one
/// channel read each, for the session handler behind it (swift-nio's habit: decoding in a
/// handler of its own). A read beyond the player's ``InputBudget`` is dropped whole; an Esc
/// with nothing after it becomes the Esc key once ``InputDecoder/escapeDelay`` passes with
/// no more bytes. Data on other streams than the terminal's (stderr) is not input.
final class InputDecodingHandler: ChannelInboundHandler {
    typealias InboundIn = SSHChannelData
    typealias InboundOut = InputEvent

    private let clock: () -> Double
    private var decoder = InputDecoder()
    /// What the player's input may cost the event loop; a read beyond it is dropped.
    private var budget = InputBudget()
    /// Counts the reads, so an escape delay that ran out after more bytes came is ignored.
    private var reads = 0
    private var context: ChannelHandlerContext?

    /// A decoder reading the time for its input budget from `clock`.
    init(clock: @escaping () -> Double) {
        self.clock = clock
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .channel = message.type, case .byteBuffer(let buffer) = message.data else { return }
        guard budget.admit(buffer.readableBytes, at: clock()) else { return }
        reads &+= 1
        fire(decoder.decode(buffer.readableBytesView), context: context)
        guard decoder.isWaiting else { return }
        let read = reads
        context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(InputDecoder.escapeDelay * 1e9))) { [weak self] in
            guard let self, self.reads == read, let context = self.context else { return }
            self.fire(self.decoder.flush(), context: context)
        }
    }

    private func fire(_ events: [InputEvent], context: ChannelHandlerContext) {
        for event in events { context.fireChannelRead(wrapInboundOut(event)) }
    }
}
