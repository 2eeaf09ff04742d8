import SetRender

extension Rect {
    /// A `width` × `height` rectangle wholly outside `screen`, touching a random side of it at
    /// a random place along that side.
    static func offscreen(
        width: Int, height: Int, outside screen: Rect, using generator: inout some RandomNumberGenerator
    ) -> Rect {
        let x = Int.random(in: (screen.x - width)...screen.maxX, using: &generator)
        let y = Int.random(in: (screen.y - height)...screen.maxY, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: return Rect(x: screen.x - width, y: y, width: width, height: height)
        case 1: return Rect(x: screen.maxX, y: y, width: width, height: height)
        case 2: return Rect(x: x, y: screen.y - height, width: width, height: height)
        default: return Rect(x: x, y: screen.maxY, width: width, height: height)
        }
    }
}
