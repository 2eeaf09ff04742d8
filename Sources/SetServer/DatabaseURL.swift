/// Where a shared PostgreSQL database is, read as libpq reads a URL:
/// `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=MODE]` (`postgresql://` too),
/// as `serve --database` and `SET_GAME_DATABASE` give it. User, password, host and database
/// may be percent-encoded (`p%40ss` is `p@ss`).
public struct DatabaseURL: Hashable, Sendable, CustomStringConvertible {
    public let user: String
    public let password: String?
    public let host: String
    /// 5432 unless the URL names another.
    public let port: Int
    public let database: String
    /// Whether the connection is encrypted, and how far the server is checked.
    public let sslMode: SSLMode

    /// libpq's `sslmode`s.
    public enum SSLMode: String, Hashable, Sendable, CaseIterable {
        /// Plain text only.
        case disable
        /// TLS if the server insists (here as `prefer`: postgres-nio tries TLS first).
        case allow
        /// TLS when the server offers it, plain text otherwise (libpq's default).
        case prefer
        /// TLS or nothing; the server's certificate is not checked.
        case require
        /// TLS, with a certificate signed by a trusted authority (the system's).
        case verifyCA = "verify-ca"
        /// TLS, with a trusted certificate for the host named.
        case verifyFull = "verify-full"
    }

    public init(user: String, password: String? = nil, host: String, port: Int = 5432, database: String, sslMode: SSLMode = .prefer) {
        self.user = user
        self.password = password
        self.host = host
        self.port = port
        self.database = database
        self.sslMode = sslMode
    }

    /// What is wrong with a URL, in words for the person who typed it.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads `text`; throws a ``Problem`` saying what is missing or wrong.
    public init(parsing text: String) throws(Problem) {
        let shown = Self.shown(Self.redacted(text))
        let schemes = ["postgres://", "postgresql://"]
        guard let scheme = schemes.first(where: { text.hasPrefix($0) }) else {
            throw Problem(description: "'\(shown)' is not postgres://USER@HOST[:PORT]/DATABASE")
        }
        var rest = Substring(text.dropFirst(scheme.count))
        var sslMode = SSLMode.prefer
        if let question = rest.firstIndex(of: "?") {
            sslMode = try Self.options(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        guard let at = rest.lastIndex(of: "@") else { throw Problem(description: "no USER@ in '\(shown)'") }
        let credentials = rest[..<at]
        let location = rest[rest.index(after: at)...]
        guard let slash = location.firstIndex(of: "/") else { throw Problem(description: "no /DATABASE in '\(shown)'") }
        let hostPort = location[..<slash]
        let database = try Self.decoded(location[location.index(after: slash)...], "the database name")
        let (user, password) = credentials.firstIndex(of: ":").map { (credentials[..<$0], Optional(credentials[credentials.index(after: $0)...])) }
            ?? (credentials, nil)
        let decodedUser = try Self.decoded(user, "the user name")
        guard !decodedUser.isEmpty else { throw Problem(description: "no USER in '\(shown)'") }
        guard !database.isEmpty, !database.contains("/") else {
            throw Problem(description: "'\(Self.shown(database))' is not a database name (no '/')")
        }
        guard let address = ListenAddress(parsing: hostPort.contains(":") ? String(hostPort) : "\(hostPort):5432"),
            !hostPort.isEmpty, address.port > 0
        else { throw Problem(description: "'\(Self.shown(String(hostPort)))' is not HOST or HOST:PORT with a port 1…65535") }
        let host = try Self.decoded(Substring(address.host), "the host")
        var decodedPassword: String?
        if let password { decodedPassword = try Self.decoded(password, "the password") }
        self.init(user: decodedUser, password: decodedPassword, host: host, port: address.port, database: database, sslMode: sslMode)
    }

    /// The `sslmode` of the options after `?`; others are refused by name, as this server
    /// would not honour them.
    private static func options(_ text: Substring) throws(Problem) -> SSLMode {
        var mode = SSLMode.prefer
        for option in text.split(separator: "&") {
            let parts = option.split(separator: "=", maxSplits: 1)
            let key = try decoded(parts[0], "an option's name")
            let value = parts.count > 1 ? try decoded(parts[1], "an option's value") : ""
            guard key == "sslmode" else { throw Problem(description: "the option '\(shown(key))' is not known here; only sslmode is") }
            guard let chosen = SSLMode(rawValue: value) else {
                let modes = SSLMode.allCases.map(\.rawValue).joined(separator: ", ")
                throw Problem(description: "sslmode '\(shown(value))' is not one of \(modes)")
            }
            mode = chosen
        }
        return mode
    }

    /// `text` with its `%XX` escapes decoded, as UTF-8; `what` names it in the problem.
    private static func decoded(_ text: Substring, _ what: String) throws(Problem) -> String {
        guard text.contains("%") else { return String(text) }
        var bytes: [UInt8] = []
        var utf8 = text.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            let digits = utf8.prefix(2)
            guard digits.count == 2, let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16) else {
                throw Problem(description: "\(what) has a '%' not followed by two hex digits")
            }
            bytes.append(value)
            utf8 = utf8.dropFirst(2)
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw Problem(description: "\(what) is not UTF-8 once its %-escapes are decoded")
        }
        return decoded
    }

    /// The URL with any password replaced by `***`, for messages.
    public var description: String {
        let host = host.contains(":") ? "[\(host)]" : host
        let options = sslMode == .prefer ? "" : "?sslmode=\(sslMode.rawValue)"
        return Self.shown("postgres://\(user)\(password == nil ? "" : ":***")@\(host):\(port)/\(database)\(options)")
    }

    /// `text` with what sits between `//USER:` and `@` hidden.
    private static func redacted(_ text: String) -> String {
        guard let start = text.range(of: "://")?.upperBound, let at = text[start...].lastIndex(of: "@"),
            let colon = text[start..<at].firstIndex(of: ":")
        else { return text }
        return String(text[..<text.index(after: colon)]) + "***" + String(text[at...])
    }

    /// `text` safe to print on the host's terminal: control and other invisible characters
    /// (an escape sequence pasted into the URL) written as `\u{…}`, never sent raw.
    static func shown(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                shown += "\\u{\(String(scalar.value, radix: 16))}"
            default:
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }
}
