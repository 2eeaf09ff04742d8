/// The outline of a symbol as a region of the plane, so it can be drawn at any size (D1).
///
/// Coordinates are physical: a terminal cell is 1 unit wide and 2 units tall, so a box
/// `width` × `height` units looks `width` : `height` on screen. `(x, y)` runs from the box's
/// top-left corner, `y` downwards.
public enum SymbolShape: Hashable, Sendable, CaseIterable {
    case diamond, oval, squiggle
    case triangle, circle, square
    case heart, drop, moon

    /// Whether the point (`x`, `y`) of a box `width` × `height` units lies inside the shape.
    public func contains(x: Double, y: Double, width: Double, height: Double) -> Bool {
        guard width > 0, height > 0, x >= 0, y >= 0, x <= width, y <= height else { return false }
        let u = x / width, v = y / height
        // Centered coordinates, -1…1 across the box.
        let cx = 2 * u - 1, cy = 2 * v - 1
        switch self {
        case .diamond:
            return abs(cx) + abs(cy) <= 1
        case .oval:
            let radius = min(width, height) / 2
            let centreY = min(max(y, radius), height - radius)
            let (dx, dy) = (x - width / 2, y - centreY)
            return dx * dx + dy * dy <= radius * radius
        case .squiggle:
            return SymbolShape.insideSquiggle(u: u, v: v)
        case .triangle:
            return abs(cx) <= v
        case .circle:
            return cx * cx + cy * cy <= 1
        case .square:
            return true
        case .heart:
            // Two round lobes side by side on top, a notch cut between them (so even a small
            // heart shows it), sides running straight to the point.
            let radius = 0.27 * width
            let notch = 0.8 * radius
            if y < notch && abs(x - width / 2) < (notch - y) * 0.7 { return false }
            for lobe in [0.27 * width, 0.73 * width] {
                let (dx, dy) = (x - lobe, y - radius)
                if dx * dx + dy * dy <= radius * radius { return true }
            }
            guard y >= radius else { return false }
            return abs(x - width / 2) <= width / 2 * (1 - (y - radius) / (height - radius))
        case .drop:
            // A round bottom with a point on top, straight sides between.
            let radius = width / 2
            let centre = height - radius
            if y >= centre {
                let (dx, dy) = (x - radius, y - centre)
                return dx * dx + dy * dy <= radius * radius
            }
            return abs(x - radius) <= radius * y / centre
        case .moon:
            // A disc minus a disc shifted right: a crescent open to the right, thick enough
            // in the middle to show its shading four cells wide.
            let inner = (cx - 0.75) * (cx - 0.75) + cy * cy * 1.05
            return cx * cx + cy * cy <= 1 && inner > 0.55
        }
    }

    /// A wavy band: its centre line swings left and right once, its width tapers at the
    /// rounded ends.
    private static func insideSquiggle(u: Double, v: Double) -> Bool {
        let wave = 0.5 + 0.16 * SymbolShape.sineOfTurn(v) - 0.1 * (v - 0.5)
        let end = abs(2 * v - 1)
        let halfWidth = 0.32 * (1 - end * end * end * end).squareRoot()
        return abs(u - wave) <= halfWidth
    }

    /// sin(2π `turn`) within 0.2 %, by Bhaskara's approximation (no Foundation here).
    private static func sineOfTurn(_ turn: Double) -> Double {
        let t = (turn - turn.rounded(.down)) * 2   // half-turns, 0..<2
        let half = t < 1 ? t : t - 1
        let x = half * Double.pi
        let value = 16 * x * (Double.pi - x) / (5 * Double.pi * Double.pi - 4 * x * (Double.pi - x))
        return t < 1 ? value : -value
    }
}
