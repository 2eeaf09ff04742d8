extension String {
    /// The text with every character that is not printable ASCII (a control character, a
    /// wide or combining one…) shown as `?`, so text read from a file takes exactly one cell
    /// a character and cannot move the cursor or change colors.
    var printable: String {
        String(map { $0.isASCII && !($0.asciiValue! < 0x20 || $0.asciiValue! == 0x7F) ? $0 : "?" })
    }
}
