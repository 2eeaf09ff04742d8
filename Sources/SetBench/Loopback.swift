import Glibc

/// The bench's plain sockets on 127.0.0.1: a free port for a server it starts, whether one
/// listens yet, and one HTTP GET (a Prometheus scrape).
enum Loopback {
    /// A loopback port free a moment ago.
    static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = address(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw BenchFailure("no free loopback port: \(String(cString: strerror(errno)))") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something listens on `port`.
    static func connects(to port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        return connect(socket, port: port)
    }

    /// The body of `GET path` from the HTTP server on `port` (HTTP/1.0: no chunks, closed at
    /// its end), read within 10 s.
    static func get(_ path: String, port: Int) throws -> String {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connect(socket, port: port) else { throw BenchFailure("nothing listens on 127.0.0.1:\(port)") }
        let request = Array("GET \(path) HTTP/1.0\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(socket, $0.baseAddress, $0.count, 0) }) == request.count else {
            throw BenchFailure("could not ask 127.0.0.1:\(port) for \(path)")
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(socket, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        let text = String(decoding: received, as: UTF8.self)
        guard text.hasPrefix("HTTP/1."), text.dropFirst(8).hasPrefix(" 200"), let split = text.range(of: "\r\n\r\n") else {
            throw BenchFailure("GET \(path) on 127.0.0.1:\(port): \(text.prefix(80))")
        }
        return String(text[split.upperBound...])
    }

    private static func connect(_ socket: Int32, port: Int) -> Bool {
        var address = address(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }

    private static func address(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
