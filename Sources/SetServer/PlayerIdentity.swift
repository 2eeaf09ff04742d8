import SetOnline

/// Who a connection proved to be: an account known by its key, or a guest.
public struct PlayerIdentity: Hashable, Sendable {
    /// The room identity: `SHA256:…` of a proven key, or `guest-` and 16 random hex digits.
    public let key: PlayerKey
    /// The name shown (an account's chosen name; a guest's `guest-XXXX`, the first four
    /// digits of its key: short to read, and never what decides a seat).
    public var name: String
    /// Whether this is a guest (unrated, nothing kept).
    public let isGuest: Bool

    /// An account known by the fingerprint of a key whose signature the server checked.
    public static func account(fingerprint: String, name: String) -> PlayerIdentity {
        PlayerIdentity(key: PlayerKey(fingerprint), name: PlainText.name(name) ?? "player", isGuest: false)
    }

    /// A guest with a random 64-bit identity (``LiveGuests`` keeps it unique among the
    /// connections open).
    public static func guest<Generator: RandomNumberGenerator>(using generator: inout Generator) -> PlayerIdentity {
        let digits = String(generator.next() as UInt64, radix: 16)
        let key = String(repeating: "0", count: 16 - digits.count) + digits
        return PlayerIdentity(key: PlayerKey("guest-" + key), name: "guest-" + key.prefix(4), isGuest: true)
    }
}
