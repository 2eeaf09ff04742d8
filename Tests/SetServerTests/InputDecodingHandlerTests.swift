import NIOCore
import NIOEmbedded
import NIOSSH
import SetFrame
import SetTestSupport
import Testing
@testable import SetServer

/// The channel's bytes become input events in a handler of their own, before the session's.
@Suite("Input decoding handler", .timeLimit(.minutes(1)), .takesTurns)
struct InputDecodingHandlerTests {
    static func channel() throws -> EmbeddedChannel {
        EmbeddedChannel(handler: InputDecodingHandler(clock: { 0 }), loop: EmbeddedEventLoop())
    }

    static func write(_ text: String, to channel: EmbeddedChannel, type: SSHChannelData.DataType = .channel) throws {
        let buffer = channel.allocator.buffer(bytes: Array(text.utf8))
        try channel.writeInbound(SSHChannelData(type: type, data: .byteBuffer(buffer)))
    }

    static func read(_ channel: EmbeddedChannel) throws -> [InputEvent] {
        var events: [InputEvent] = []
        while let event = try channel.readInbound(as: InputEvent.self) { events.append(event) }
        return events
    }

    @Test("keys, arrows and a mouse press, one event each, in order; a sequence cut in two waits for its rest")
    func decoded() throws {
        let channel = try Self.channel()
        try Self.write("q\u{1B}[A\u{1B}[<0;3;2M", to: channel)
        #expect(try Self.read(channel) == [.character("q"), .key(.up), .mouse(x: 2, y: 1, kind: .press)])
        try Self.write("\u{1B}[", to: channel)
        #expect(try Self.read(channel).isEmpty)
        try Self.write("B", to: channel)
        #expect(try Self.read(channel) == [.key(.down)])
    }

    @Test("an Esc alone is the Esc key once the escape delay passes with nothing after it")
    func escapeDelay() throws {
        let channel = try Self.channel()
        let loop = try #require(channel.eventLoop as? EmbeddedEventLoop)
        try Self.write("\u{1B}", to: channel)
        #expect(try Self.read(channel).isEmpty)
        loop.advanceTime(by: .milliseconds(20))
        #expect(try Self.read(channel).isEmpty)
        loop.advanceTime(by: .milliseconds(10))
        #expect(try Self.read(channel) == [.key(.escape)])
    }

    @Test("a read beyond the input budget is dropped whole; stderr data is not input")
    func budget() throws {
        let channel = try Self.channel()
        try Self.write(String(repeating: "q", count: Int(InputBudget.burst) + 1), to: channel)
        #expect(try Self.read(channel).isEmpty)
        try Self.write("w", to: channel, type: .stdErr)
        #expect(try Self.read(channel).isEmpty)
        try Self.write("w", to: channel)
        #expect(try Self.read(channel) == [.character("w")])
    }
}
