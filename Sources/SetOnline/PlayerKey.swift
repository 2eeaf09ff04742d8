/// Who a player is to a room: an account's key fingerprint, or a guest's own name.
///
/// A type of its own so a player's identity is never mixed up with the name shown for them
/// (a name can change; the key cannot).
public struct PlayerKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The identity as stored: `SHA256:…` for a key, `guest-XXXX` for a guest.
    public let rawValue: String

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// Whether this is an account (a key whose signature was checked) rather than a guest:
    /// only accounts are rated.
    public var isAccount: Bool { rawValue.hasPrefix("SHA256:") }

    public static func < (lhs: PlayerKey, rhs: PlayerKey) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { rawValue }
}
