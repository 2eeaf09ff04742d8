import SetOnline

/// Who a connection proved to be: an account known by its key, or a guest.
public struct PlayerIdentity: Hashable, Sendable {
    /// The room identity: `SHA256:…` of a proven key, or `guest-XXXX`.
    public let key: PlayerKey
    /// The name shown (an account's chosen name; a guest's `guest-XXXX`).
    public var name: String
    /// Whether this is a guest (unrated, nothing kept).
    public let isGuest: Bool

    /// An account known by the fingerprint of a key whose signature the server checked.
    public static func account(fingerprint: String, name: String) -> PlayerIdentity {
        PlayerIdentity(key: PlayerKey(fingerprint), name: PlainText.name(name) ?? "player", isGuest: false)
    }

    /// A guest with a random tag.
    public static func guest<Generator: RandomNumberGenerator>(using generator: inout Generator) -> PlayerIdentity {
        let tag = String(UInt16.random(in: 0...UInt16.max, using: &generator), radix: 16)
        let name = "guest-" + String(repeating: "0", count: 4 - tag.count) + tag
        return PlayerIdentity(key: PlayerKey(name), name: name, isGuest: true)
    }
}
