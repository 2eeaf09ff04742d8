/// Text broken into lines that fit a width, between words: the one wrapping every screen
/// uses (boxes, lists, the chat panel, the too-small screen).
public enum TextWrap {
    /// `text` in lines of at most `width` characters, broken at spaces (runs of spaces
    /// count as one). A word longer than `width` goes on lines of its own, in pieces: no
    /// character is lost and no line is longer than `width`.
    public static func words(_ text: String, width: Int) -> [String] {
        let width = max(width, 1)
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            var word = Substring(word)
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            while word.count > width {
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return line.isEmpty ? lines : lines + [line]
    }

    /// `line` in lines of at most `width` characters, broken at spaces; a line that fits
    /// is kept as it is. Continuation lines start under the text after the first gap of two
    /// or more spaces (or under the line's own indent when that is too far right), so key
    /// tables keep their columns.
    public static func hanging(_ line: String, width: Int) -> [String] {
        guard line.count > width else { return [line] }
        let characters = Array(line)
        let leading = characters.prefix { $0 == " " }.count
        var indent = leading
        if let gap = (leading..<(characters.count - 1)).first(where: { characters[$0] == " " && characters[$0 + 1] == " " }) {
            let text = characters[gap...].firstIndex { $0 != " " } ?? characters.count
            if text <= width / 2 { indent = text }
        }
        let lead = String(characters.prefix(indent))
        let pad = String(repeating: " ", count: indent)
        let rest = words(String(characters.dropFirst(indent)), width: width - indent)
        guard !rest.isEmpty else { return [lead] }
        return rest.enumerated().map { ($0.offset == 0 ? lead : pad) + $0.element }
    }
}
