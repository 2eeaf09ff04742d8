/// The symbols of the geometric theme: triangle ▲, circle ● and square ■.
extension SymbolArt {
    /// A triangle on a flat base.
    public static let triangle = SymbolArt(
        name: "triangle", compact: ("/", "\\"),
        medium: [
            "  ╱╲  ",
            " ╱..╲ ",
            "╱....╲",
            "▔▔▔▔▔▔",
        ],
        large: [
            "    ╱╲    ",
            "   ╱..╲   ",
            "  ╱....╲  ",
            " ╱......╲ ",
            "╱........╲",
            "▔▔▔▔▔▔▔▔▔▔",
        ]
    )

    /// A circle (round in cells twice as tall as wide).
    public static let circle = SymbolArt(
        name: "circle", compact: ("(", ")"),
        medium: [
            " ╭──╮ ",
            "(....)",
            "(....)",
            " ╰──╯ ",
        ],
        large: [
            "  ╭────╮  ",
            " ╱......╲ ",
            "│........│",
            "│........│",
            " ╲......╱ ",
            "  ╰────╯  ",
        ]
    )

    /// A square with sharp corners.
    public static let square = SymbolArt(
        name: "square", compact: ("[", "]"),
        medium: [
            "┌────┐",
            "│....│",
            "│....│",
            "└────┘",
        ],
        large: [
            "┌────────┐",
            "│........│",
            "│........│",
            "│........│",
            "│........│",
            "└────────┘",
        ]
    )
}
