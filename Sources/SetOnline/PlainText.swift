/// Text from a peer made safe to draw on other players' terminals (N8): control characters
/// (C0, DEL, C1, and the bidirectional overrides) removed, length bounded.
public enum PlainText {
    /// The longest name.
    public static let nameLimit = 16
    /// The longest chat line.
    public static let chatLimit = 120

    /// `text` without control characters, cut to `limit` characters.
    public static func cleaned(_ text: String, limit: Int) -> String {
        let kept = text.unicodeScalars.filter { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value))
        }
        return String(String.UnicodeScalarView(kept).prefix(limit))
    }

    /// A name as shown: printable, trimmed, at most ``nameLimit`` characters; nil when nothing
    /// printable is left.
    public static func name(_ text: String) -> String? {
        let printable = cleaned(text, limit: text.count).drop(while: \.isWhitespace)
        let name = String(printable.reversed().drop(while: \.isWhitespace).reversed().prefix(nameLimit))
        return name.isEmpty ? nil : name
    }
}
