/// Where `set-game serve` listens: `HOST:PORT`, `[IPv6]:PORT`, or a bare port on loopback.
public struct ListenAddress: Hashable, Sendable, CustomStringConvertible {
    public let host: String
    public let port: Int

    /// The default: loopback only, so a server is opened to others on purpose.
    public static let standard = ListenAddress(host: "127.0.0.1", port: 2222)

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Reads `text`; nil when it names no host and port 0–65535.
    public init?(parsing text: String) {
        let host: Substring
        let portText: Substring
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            host = text[text.index(after: text.startIndex)..<close]
            let rest = text[text.index(after: close)...]
            guard rest.hasPrefix(":") else { return nil }
            portText = rest.dropFirst()
        } else if let colon = text.lastIndex(of: ":") {
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
            guard !host.contains(":") else { return nil }
        } else {
            host = "127.0.0.1"
            portText = Substring(text)
        }
        guard !host.isEmpty, !portText.isEmpty, portText.count <= 5, portText.allSatisfy(\.isASCII),
            let port = Int(portText), (0...65535).contains(port)
        else { return nil }
        self.host = String(host)
        self.port = port
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
