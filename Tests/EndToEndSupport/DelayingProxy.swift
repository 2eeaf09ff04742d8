import Foundation
import Glibc

/// A TCP proxy on 127.0.0.1 that holds every byte a fixed time in each direction before
/// passing it on: a far-away player on loopback (this kernel has no `netem`). Each accepted
/// connection is joined to `target`; what one side sends reaches the other `delay` seconds
/// later, in order.
public final class DelayingProxy: @unchecked Sendable {
    /// The port players connect to.
    public let port: Int
    private let listener: Int32
    private let target: Int
    private let delay: Double

    /// Listens on a free port of 127.0.0.1 and joins each connection to `target` there, each
    /// byte held `delay` seconds each way.
    public init(to target: Int, delay: Double) throws {
        self.target = target
        self.delay = delay
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = Self.loopback(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard listener >= 0, bound == 0, listen(listener, 16) == 0 else { throw ProxyError("cannot listen: errno \(errno)") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { return }
            let server = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var address = Self.loopback(port: target)
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(server, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else {
                close(client)
                close(server)
                continue
            }
            for socket in [client, server] {
                var on: Int32 = 1
                setsockopt(socket, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
            }
            pipe(from: client, to: server)
            pipe(from: server, to: client)
        }
    }

    /// Reads `source` and writes what it read to `sink` `delay` seconds after it came.
    private func pipe(from source: Int32, to sink: Int32) {
        let held = Held()
        Thread.detachNewThread { [delay] in
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = read(source, &buffer, buffer.count)
                guard count > 0 else { break }
                held.put(Array(buffer[0..<count]), dueAt: Self.now() + delay)
            }
            held.close()
        }
        Thread.detachNewThread {
            while let (bytes, due) = held.next() {
                let wait = due - Self.now()
                if wait > 0 { usleep(UInt32(wait * 1e6)) }
                var sent = 0
                while sent < bytes.count {
                    // MSG_NOSIGNAL: a peer gone is an error here, not a SIGPIPE for the whole test run.
                    let written = bytes[sent...].withUnsafeBytes { send(sink, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                    guard written > 0 else { return }
                    sent += written
                }
            }
            shutdown(sink, Int32(SHUT_WR))
        }
    }

    /// The chunks read and not yet passed on, oldest first.
    private final class Held: @unchecked Sendable {
        private let condition = NSCondition()
        private var chunks: [([UInt8], Double)] = []
        private var closed = false

        func put(_ bytes: [UInt8], dueAt due: Double) {
            condition.lock()
            chunks.append((bytes, due))
            condition.signal()
            condition.unlock()
        }

        func close() {
            condition.lock()
            closed = true
            condition.signal()
            condition.unlock()
        }

        /// The next chunk, waiting for one; nil once the source closed and all are passed on.
        func next() -> ([UInt8], Double)? {
            condition.lock()
            defer { condition.unlock() }
            while chunks.isEmpty && !closed { condition.wait() }
            return chunks.isEmpty ? nil : chunks.removeFirst()
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Why the proxy could not start.
    public struct ProxyError: Error, CustomStringConvertible {
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
