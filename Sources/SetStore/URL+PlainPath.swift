import FoundationEssentials

extension URL {
    /// This file URL's path, as ``path`` gives it (no trailing slash but the root's), without Foundation's percent-decoder when
    /// the encoded path holds no escape (decoding would change nothing). The decoder's first
    /// use builds its set of bytes by mangled name: ~200,000 instructions, which a start-up
    /// paid before its first frame.
    public var plainPath: String {
        var encoded = path(percentEncoded: true)
        guard !encoded.utf8.contains(UInt8(ascii: "%")) else { return path }
        while encoded.utf8.count > 1, encoded.utf8.last == UInt8(ascii: "/") { encoded.removeLast() }
        return encoded
    }
}
