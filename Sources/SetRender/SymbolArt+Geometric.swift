/// The symbols of the geometric theme: triangle ▲, circle ● and square ■.
///
/// On the smallest cards each is two cells wide, so one or three of them centre on a card
/// (whose inside is always an even number of columns wide): one row ◢◣ ◖◗ ██ (half filled
/// ◢◺ ◖) █], empty ◿◺ () []) where the card has an odd number of rows inside, two rows
/// (◢◣ over ▀▀, ▟▙ over ▜▛, ██ over ██; the striped ones outlined above) where it has an
/// even number, so they sit in the middle either way.
extension SymbolArt {
    /// A triangle on a flat base.
    public static let triangle = SymbolArt(
        name: "triangle", shape: .triangle, aspect: 1,
        tiny: [.solid: ["◢◣", "▀▀"], .striped: ["╱╲", "▀▀"], .outlined: ["╱╲", "▔▔"]],
        tinyLine: [.solid: "◢◣", .striped: "◢◺", .outlined: "◿◺"],
        asciiTiny: ("/\\", "--"))

    /// A circle.
    public static let circle = SymbolArt(
        name: "circle", shape: .circle, aspect: 1,
        tiny: [.solid: ["▟▙", "▜▛"], .striped: ["╭╮", "▜▛"], .outlined: ["╭╮", "╰╯"]],
        tinyLine: [.solid: "◖◗", .striped: "◖)", .outlined: "()"],
        asciiTiny: ("()", "()"))

    /// A square.
    public static let square = SymbolArt(
        name: "square", shape: .square, aspect: 1,
        tiny: [.solid: ["██", "██"], .striped: ["┌┐", "██"], .outlined: ["┌┐", "└┘"]],
        tinyLine: [.solid: "██", .striped: "█]", .outlined: "[]"],
        asciiTiny: ("[]", "[]"))
}
