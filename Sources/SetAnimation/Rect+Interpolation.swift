import SetRender

extension Rect {
    /// The rectangle a `fraction` of the way from `self` to `other`, each edge rounded to the
    /// nearest cell: `self` at 0, `other` at 1.
    func interpolated(to other: Rect, by fraction: Double) -> Rect {
        func mix(_ a: Int, _ b: Int) -> Int { Int((Double(a) + Double(b - a) * fraction).rounded()) }
        return Rect(
            x: mix(x, other.x), y: mix(y, other.y),
            width: mix(width, other.width), height: mix(height, other.height)
        )
    }

    /// The same rectangle moved by `dx` columns and `dy` rows.
    func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
