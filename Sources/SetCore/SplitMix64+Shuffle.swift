/// The deal's randomness, written here rather than borrowed from the standard library, whose
/// `shuffled(using:)` and `next(upperBound:)` may change algorithm between releases: a seed
/// printed in a score list must mean the same deal forever (R13).
extension SplitMix64 {
    /// A number in `0..<bound`, every value equally likely: Lemire's multiply-and-shift,
    /// redrawing the rare outputs that would favour some values.
    /// - Precondition: `bound` > 0.
    public mutating func draw(below bound: Int) -> Int {
        precondition(bound > 0, "a draw needs a positive bound")
        let range = UInt64(bound)
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold { product = next().multipliedFullWidth(by: range) }
        }
        return Int(product.high)
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
        guard let base = buffer.baseAddress else { return }
        var position = buffer.count - 1
        while position > 0 {
            let other = draw(below: position &+ 1)
            let element = base[position]
            base[position] = base[other]
            base[other] = element
            position &-= 1
        }
    }
}
