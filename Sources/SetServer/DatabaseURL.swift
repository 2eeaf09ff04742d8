/// Where a shared PostgreSQL database is: `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE`
/// (`postgresql://` too), as `serve --database` and `SET_GAME_DATABASE` give it.
public struct DatabaseURL: Hashable, Sendable, CustomStringConvertible {
    public let user: String
    public let password: String?
    public let host: String
    /// 5432 unless the URL names another.
    public let port: Int
    public let database: String

    public init(user: String, password: String? = nil, host: String, port: Int = 5432, database: String) {
        self.user = user
        self.password = password
        self.host = host
        self.port = port
        self.database = database
    }

    /// What is wrong with a URL, in words for the person who typed it.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    /// Reads `text`; throws a ``Problem`` saying what is missing or wrong.
    public init(parsing text: String) throws(Problem) {
        let schemes = ["postgres://", "postgresql://"]
        guard let scheme = schemes.first(where: { text.hasPrefix($0) }) else {
            throw Problem(description: "'\(Self.redacted(text))' is not postgres://USER@HOST[:PORT]/DATABASE")
        }
        let rest = text.dropFirst(scheme.count)
        guard let at = rest.lastIndex(of: "@") else { throw Problem(description: "no USER@ in '\(Self.redacted(text))'") }
        let credentials = rest[..<at]
        let location = rest[rest.index(after: at)...]
        guard let slash = location.firstIndex(of: "/") else { throw Problem(description: "no /DATABASE in '\(Self.redacted(text))'") }
        let hostPort = location[..<slash]
        let database = location[location.index(after: slash)...]
        let (user, password) = credentials.firstIndex(of: ":").map { (credentials[..<$0], Optional(credentials[credentials.index(after: $0)...])) }
            ?? (credentials, nil)
        guard !user.isEmpty else { throw Problem(description: "no USER in '\(Self.redacted(text))'") }
        guard !database.isEmpty, !database.contains("/"), !database.contains("?") else {
            throw Problem(description: "'\(database)' is not a database name (no '/' or '?' options)")
        }
        guard let address = ListenAddress(parsing: hostPort.contains(":") ? String(hostPort) : "\(hostPort):5432"),
            !hostPort.isEmpty, address.port > 0
        else { throw Problem(description: "'\(hostPort)' is not HOST or HOST:PORT with a port 1…65535") }
        self.init(user: String(user), password: password.map(String.init), host: address.host, port: address.port, database: String(database))
    }

    /// The URL with any password replaced by `***`, for messages.
    public var description: String {
        let host = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)\(password == nil ? "" : ":***")@\(host):\(port)/\(database)"
    }

    /// `text` with what sits between `//USER:` and `@` hidden.
    private static func redacted(_ text: String) -> String {
        guard let start = text.range(of: "://")?.upperBound, let at = text[start...].lastIndex(of: "@"),
            let colon = text[start..<at].firstIndex(of: ":")
        else { return text }
        return String(text[..<text.index(after: colon)]) + "***" + String(text[at...])
    }
}
