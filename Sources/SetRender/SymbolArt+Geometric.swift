/// The symbols of the geometric theme: triangle ▲, circle ● and square ■.
///
/// On the smallest cards each is two cells wide and two rows tall, so one or three of them
/// centre on a card (whose inside is always an even number of columns wide): ◢◣ over ▀▀,
/// ▟▙ over ▜▛, ██ over ██ solid; the outline over ▒▒ striped; ╱╲ over ▔▔, ╭╮ over ╰╯,
/// ┌┐ over └┘ outlined.
extension SymbolArt {
    /// A triangle on a flat base.
    public static let triangle = SymbolArt(
        name: "triangle", shape: .triangle, aspect: 1,
        tiny: [.solid: ["◢◣", "▀▀"], .striped: ["╱╲", "▒▒"], .outlined: ["╱╲", "▔▔"]],
        asciiTiny: ("/\\", "--"))

    /// A circle.
    public static let circle = SymbolArt(
        name: "circle", shape: .circle, aspect: 1,
        tiny: [.solid: ["▟▙", "▜▛"], .striped: ["╭╮", "▒▒"], .outlined: ["╭╮", "╰╯"]],
        asciiTiny: ("()", "()"))

    /// A square.
    public static let square = SymbolArt(
        name: "square", shape: .square, aspect: 1,
        tiny: [.solid: ["██", "██"], .striped: ["┌┐", "▒▒"], .outlined: ["┌┐", "└┘"]],
        asciiTiny: ("[]", "[]"))
}
