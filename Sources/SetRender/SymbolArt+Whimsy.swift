/// The symbols of the playful theme: heart, drop and crescent moon.
extension SymbolArt {
    /// A heart.
    public static let heart = SymbolArt(
        name: "heart", compact: ("{", "}"),
        medium: [
            "╭─╮╭─╮",
            "│.╰╯.│",
            "╲....╱",
            " ╲..╱ ",
            "  ╲╱  ",
        ],
        large: [
            " ╭──╮╭──╮ ",
            "╭╯..╰╯..╰╮",
            "│........│",
            "╲........╱",
            " ╲......╱ ",
            "  ╲....╱  ",
            "   ╲..╱   ",
            "    ╲╱    ",
        ]
    )

    /// A drop, pointed at the top.
    public static let drop = SymbolArt(
        name: "drop", compact: ("<", ")"),
        medium: [
            "  ╱╲  ",
            " ╱..╲ ",
            "│....│",
            "╰╮..╭╯",
            " ╰──╯ ",
        ],
        large: [
            "    ╱╲    ",
            "   ╱..╲   ",
            "  ╱....╲  ",
            " ╱......╲ ",
            "│........│",
            "│........│",
            "╰╮......╭╯",
            " ╰──────╯ ",
        ]
    )

    /// A crescent moon, open to the right.
    public static let moon = SymbolArt(
        name: "moon", compact: ("(", "("),
        medium: [
            "╭───╮ ",
            "│.╭─╯ ",
            "│.│   ",
            "│.╰─╮ ",
            "╰───╯ ",
        ],
        large: [
            "  ╭─────╮ ",
            " ╱....╭─╯ ",
            "│....╱    ",
            "│...│     ",
            "│...│     ",
            "│....╲    ",
            " ╲....╰─╮ ",
            "  ╰─────╯ ",
        ]
    )
}
