import Foundation
import Glibc
import SetTestSupport
import Testing
@testable import SetServer

/// The key exchange a login costs. The client's order decides it, and swift-nio-ssh's own
/// clients (the load bench's players) take the library's order, which the server also
/// advertises: curve25519 first, as OpenSSH asks for it, not P-384 (3.5 ms of server CPU a
/// login in `perf`; Vendor/swift-nio-ssh/PATCH.md).
@Suite("The key exchange a login costs", .timeLimit(.minutes(1)), .takesTurns)
struct KeyExchangeOrderTests {
    @Test("the server's KEXINIT lists curve25519-sha256 first, the NIST curves after it")
    func curve25519First() async throws {
        let server = try await ConnectionEdgeTests.Server()
        let offered = try Self.keyExchangeAlgorithms(port: server.port)
        try await server.close()
        #expect(offered.first == "curve25519-sha256")
        #expect(offered.contains("ecdh-sha2-nistp384") && offered.contains("ecdh-sha2-nistp256"))
    }

    /// The server's KEXINIT key exchange names, read in the clear on a bare socket after our
    /// version line (RFC 4253 §7.1: length, padding length, 20, a 16-byte cookie, name-list).
    static func keyExchangeAlgorithms(port: Int) throws -> [String] {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        try #require(connected == 0)
        let version = Array("SSH-2.0-set-game-test\r\n".utf8)
        _ = version.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        func kexinit() -> [UInt8]? {
            guard let end = received.indices.dropLast().first(where: { received[$0] == 13 && received[$0 + 1] == 10 }) else { return nil }
            let packet = Array(received[(end + 2)...])
            guard packet.count >= 4 else { return nil }
            let length = packet[0..<4].reduce(0) { $0 << 8 | Int($1) }
            return packet.count >= 4 + length ? Array(packet[5..<(4 + length)]) : nil
        }
        while kexinit() == nil {
            let count = read(socket, &buffer, buffer.count)
            try #require(count > 0, "the server closed or said nothing")
            received += buffer[0..<count]
        }
        let payload = try #require(kexinit())
        try #require(payload.first == 20 && payload.count > 21, "a KEXINIT")
        let listLength = payload[17..<21].reduce(0) { $0 << 8 | Int($1) }
        let names = String(decoding: payload[21..<min(payload.count, 21 + listLength)], as: UTF8.self)
        return names.split(separator: ",").map(String.init)
    }
}
