/// The parts of a notice for the player that are present, joined by "; "; nil when none is.
///
/// Written out rather than `compactMap { $0 }.joined(separator:)`: that call is the standard
/// library's unspecialized generic, which looks up a protocol conformance at run time. The
/// first lookup reads every conformance record in the binary, about a megabyte of pages
/// held from then on; the game's start makes no other.
func noticeLine(_ parts: String?...) -> String? {
    var line = ""
    for case let part? in parts where !part.isEmpty {
        if !line.isEmpty { line += "; " }
        line += part
    }
    return line.isEmpty ? nil : line
}
