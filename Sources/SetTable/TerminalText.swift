extension String {
    /// The text as the terminal can show it: unchanged in a UTF-8 locale; with `ascii`, the
    /// punctuation and arrows the views use are spelled in ASCII (`—` → `-`, `…` → `...`,
    /// `→` → `->`, `↑↓` → `Up/Down`, the countdown bar `▕██░▏` → `[##-]`, `⊘` → `x`).
    public func forTerminal(ascii: Bool) -> String {
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
