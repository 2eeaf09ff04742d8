/// The symbols of the classic SET look: diamond, oval and squiggle, standing upright.
extension SymbolArt {
    /// A diamond drawn with diagonals.
    public static let diamond = SymbolArt(
        name: "diamond", compact: ("<", ">"),
        medium: [
            " ╱╲ ",
            "╱..╲",
            "╲..╱",
            " ╲╱ ",
        ],
        large: [
            "   ╱╲   ",
            "  ╱..╲  ",
            " ╱....╲ ",
            "╱......╲",
            "╲......╱",
            " ╲....╱ ",
            "  ╲..╱  ",
            "   ╲╱   ",
        ]
    )

    /// A rounded oval, a pill standing on its end.
    public static let oval = SymbolArt(
        name: "oval", compact: ("(", ")"),
        medium: [
            "╭──╮",
            "│..│",
            "│..│",
            "╰──╯",
        ],
        large: [
            " ╭────╮ ",
            "╭╯....╰╮",
            "│......│",
            "│......│",
            "│......│",
            "│......│",
            "╰╮....╭╯",
            " ╰────╯ ",
        ]
    )

    /// The wavy squiggle.
    public static let squiggle = SymbolArt(
        name: "squiggle", compact: ("~", "~"),
        medium: [
            " ╭─╮",
            "╭╯.│",
            "│.╭╯",
            "╰─╯ ",
        ],
        large: [
            "  ╭───╮ ",
            " ╭╯...│ ",
            " │...╭╯ ",
            "╭╯..╭╯  ",
            "│..╭╯   ",
            "│..╰╮   ",
            "╰╮..╰─╮ ",
            " ╰────╯ ",
        ]
    )
}
