/// The deal's randomness, written here rather than borrowed from the standard library, whose
/// `shuffled(using:)` and `next(upperBound:)` may change algorithm between releases: a seed
/// printed in a score list must mean the same deal forever (R13).
extension SplitMix64 {
    /// A number in `0..<bound`, every value equally likely: Lemire's multiply-and-shift,
    /// redrawing the rare outputs that would favour some values.
    /// - Precondition: `bound` > 0.
    @inline(__always)
    public mutating func draw(below bound: Int) -> Int {
        precondition(bound > 0, "a draw needs a positive bound")
        return draw(belowPositive: UInt64(truncatingIfNeeded: bound))
    }

    /// ``draw(below:)`` for a `bound` known to be positive.
    @inline(__always)
    private mutating func draw(belowPositive bound: UInt64) -> Int {
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold { product = next().multipliedFullWidth(by: bound) }
        }
        return Int(truncatingIfNeeded: product.high)
    }

    /// `elements` in an order drawn by the Fisher–Yates shuffle: from the last position down,
    /// each position swaps with one drawn at or before it.
    public mutating func shuffle<Element>(_ elements: [Element]) -> [Element] {
        var shuffled = elements
        shuffled.withUnsafeMutableBufferPointer { shuffle($0) }
        return shuffled
    }

    /// Shuffles `buffer` in place, drawing as the array's shuffle above draws.
    mutating func shuffle<Element>(_ buffer: UnsafeMutableBufferPointer<Element>) {
        guard let base = buffer.baseAddress, buffer.count > 1 else { return }
        var unshuffled = UInt64(truncatingIfNeeded: buffer.count)  // positions not yet drawn for
        repeat {
            let other = draw(belowPositive: unshuffled)
            unshuffled &-= 1
            let position = Int(truncatingIfNeeded: unshuffled)
            let element = base[position]
            base[position] = base[other]
            base[other] = element
        } while unshuffled > 1
    }
}
