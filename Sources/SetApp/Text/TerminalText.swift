extension String {
    /// The text as the terminal can show it: unchanged in a UTF-8 locale; with `ascii`, the
    /// punctuation and arrows the views use are spelled in ASCII (`—` → `-`, `…` → `...`,
    /// `→` → `->`, `↑↓` → `Up/Down`, the countdown bar `▕██░▏` → `[##-]`, `⊘` → `x`).
    func forTerminal(ascii: Bool) -> String {
        guard ascii else { return self }
        var result = ""
        for character in self {
            switch character {
            case "—", "–", "−", "·": result.append("-")
            case "…": result += "..."
            case "→": result += "->"
            case "←": result += "<-"
            case "↑": result += "Up"
            case "↓": result += "/Down"
            case "×", "⊘": result.append("x")
            case "▕": result.append("[")
            case "▏": result.append("]")
            case "█": result.append("#")
            case "░": result.append("-")
            default: result.append(character)
            }
        }
        return result
    }
}

extension String {
    /// The text with every character that is not printable ASCII (a control character, a
    /// wide or combining one…) shown as `?`, so text read from a file takes exactly one cell
    /// a character and cannot move the cursor or change colors.
    var printable: String {
        String(map { $0.isASCII && !($0.asciiValue! < 0x20 || $0.asciiValue! == 0x7F) ? $0 : "?" })
    }
}
