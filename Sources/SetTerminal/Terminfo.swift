import CNcurses

/// The terminal's description in the terminfo database (ncurses' `tinfo`), loaded once per
/// process by ``load(name:descriptor:)``: its controls as the bytes to write, and its
/// numbers. The game uses nothing else of ncurses: it writes its own frames and decodes its
/// own input.
enum Terminfo {
    /// Loads the entry of terminal `name` (nil: `TERM`) for output on `descriptor`; false
    /// when the name or the database is unknown.
    static func load(name: String?, descriptor: Int32) -> Bool {
        cn_load_terminal(name, descriptor) != 0
    }

    /// Control `name` (e.g. "smcup") as written to the terminal, padding marks stripped
    /// (``TerminfoPadding``); empty when the terminal lacks it.
    static func control(_ name: String) -> [UInt8] {
        cn_string_capability(name).map(bytes) ?? []
    }

    /// Whether the terminal has control `name`.
    static func has(_ name: String) -> Bool {
        cn_string_capability(name) != nil
    }

    /// Control `name` with `parameters` (one or two) filled in; empty when the terminal
    /// lacks it or filling fails.
    static func control(_ name: String, _ parameters: Int...) -> [UInt8] {
        guard let control = cn_string_capability(name) else { return [] }
        let filled = switch parameters.count {
        case 1: cn_tiparm1(control, Int32(truncatingIfNeeded: parameters[0]))
        case 2: cn_tiparm2(control, Int32(truncatingIfNeeded: parameters[0]), Int32(truncatingIfNeeded: parameters[1]))
        default: UnsafePointer<CChar>?.none
        }
        return filled.map(bytes) ?? []
    }

    /// The text of control `name` as the database holds it (parameters unfilled), or nil.
    static func template(_ name: String) -> String? {
        cn_string_capability(name).map { String(cString: $0) }
    }

    /// Number `name` (e.g. "colors"), or nil when the terminal lacks it.
    static func number(_ name: String) -> Int? {
        let value = cn_number_capability(name)
        return value < 0 ? nil : Int(value)
    }

    /// A control as the bytes to write: its padding marks stripped.
    private static func bytes(_ control: UnsafePointer<CChar>) -> [UInt8] {
        TerminfoPadding.stripped(Array(String(cString: control).utf8))
    }
}
