import NIOCore
@testable import SetServer
import SetTestSupport
import Testing

/// The rewriting of the messages swift-nio-ssh cannot read, byte for byte.
@Suite("Unknown SSH requests made refusable", .timeLimit(.minutes(1)), .takesTurns)
struct UnknownRequestFilterTests {
    /// A channel request message: its id, recipient channel, type, want-reply and data.
    static func request(_ type: String, wantReply: Bool, data: [UInt8]) -> [UInt8] {
        var message = ByteBuffer()
        message.writeInteger(UInt8(98))
        message.writeInteger(UInt32(7))
        message.writeRawText(type)
        message.writeInteger(UInt8(wantReply ? 1 : 0))
        message.writeBytes(data)
        return Array(message.readableBytesView)
    }

    static func filtered(_ bytes: [UInt8]) -> [UInt8] {
        Array(UnknownRequestFilter.filtered(ByteBuffer(bytes: bytes)).readableBytesView)
    }

    @Test("an unknown request loses its data and keeps its type and want-reply")
    func unknownRequestTrimmed() {
        let x11 = Self.request("x11-req", wantReply: true, data: [0, 0, 0, 0, 1, 65, 0, 0, 0, 0])
        #expect(Self.filtered(x11) == Self.request("x11-req", wantReply: true, data: []))
        let breakRequest = Self.request("break", wantReply: false, data: [0, 0, 3, 232])
        #expect(Self.filtered(breakRequest) == Self.request("break", wantReply: false, data: []))
    }

    @Test("known requests, unknown ones without data, other messages and short messages pass unchanged")
    func othersUnchanged() {
        let exec = Self.request("exec", wantReply: true, data: [0, 0, 0, 3] + Array("new".utf8))
        let pty = Self.request("pty-req", wantReply: true, data: [0, 0, 0, 5] + Array("xterm".utf8) + [UInt8](repeating: 1, count: 20))
        let agent = Self.request("auth-agent-req@openssh.com", wantReply: false, data: [])
        let data: [UInt8] = [94, 0, 0, 0, 1, 0, 0, 0, 1, 113]
        let cut = Array(Self.request("x11-req", wantReply: true, data: [1, 2]).prefix(9))
        for message in [exec, pty, agent, data, cut, []] {
            #expect(Self.filtered(message) == message)
        }
    }

    @Test("a channel open of an unknown type becomes a direct-tcpip open of nowhere, with its channel, window and packet size")
    func unknownOpen() {
        var x11 = ByteBuffer()
        x11.writeInteger(UInt8(90))
        x11.writeRawText("x11")
        x11.writeMultipleIntegers(UInt32(3), UInt32(65536), UInt32(32768))
        x11.writeRawText("10.0.0.1")
        x11.writeInteger(UInt32(6010))
        var expected = ByteBuffer()
        expected.writeInteger(UInt8(90))
        expected.writeRawText("direct-tcpip")
        expected.writeMultipleIntegers(UInt32(3), UInt32(65536), UInt32(32768))
        expected.writeRawText("")
        expected.writeInteger(UInt32(0))
        expected.writeRawText("0.0.0.0")
        expected.writeInteger(UInt32(0))
        #expect(Self.filtered(Array(x11.readableBytesView)) == Array(expected.readableBytesView))
        var session = ByteBuffer()
        session.writeInteger(UInt8(90))
        session.writeRawText("session")
        session.writeMultipleIntegers(UInt32(0), UInt32(65536), UInt32(32768))
        #expect(Self.filtered(Array(session.readableBytesView)) == Array(session.readableBytesView))
    }
}
