import PropertyBased
import SetTestSupport
import Testing

@testable import SetRender

/// A raster stamps each box's coverage (shared by every box of that shape and size) where
/// the box lies: the pixels lit are those found by sampling each pixel of each box in place,
/// for boxes of any size, overlapping, or partly off the raster.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SymbolRasterTests {
    /// Whether pixel (`x`, `y`) is in `shape` drawn in one of `boxes`, sampled where it lies.
    static func sampled(_ shape: SymbolShape, boxes: [SymbolPlacement.Box], x px: Int, y py: Int) -> Bool {
        boxes.contains { box in
            guard px >= box.x, px < box.x + box.width, py >= box.y, py < box.y + box.height else { return false }
            var hits = 0
            for sy in 0..<3 {
                for sx in 0..<3 {
                    let x = (Double(px - box.x) + (Double(sx) + 0.5) / 3) / 2
                    let y = Double(py - box.y) + (Double(sy) + 0.5) / 3
                    if shape.contains(x: x, y: y, width: Double(box.width) / 2, height: Double(box.height)) { hits += 1 }
                }
            }
            return 2 * hits >= 9
        }
    }

    @Test("a raster lights the pixels that sampling each box in place lights")
    func stampedEqualsSampled() async {
        let boxes = Gen.int(in: -6...30).array(of: 4...4).array(of: 1...3)
        let cache = RenderCache()  // shared, as a session's frames share it: coverages are reused
        await propertyCheck(count: 200, input: Gen.int(in: 0...8), Gen.int(in: 1...14), Gen.int(in: 1...10), boxes) { shape, width, height, codes in
            let shape = SymbolShape.allCases[shape % SymbolShape.allCases.count]
            let boxes = codes.map { SymbolPlacement.Box(x: $0[0] % 12, y: $0[1] % 8, width: abs($0[2]) % 24 + 1, height: abs($0[3]) % 20 + 1) }
                .filter { max(0, $0.x) <= min(2 * width, $0.x + $0.width) && max(0, $0.y) <= min(2 * height, $0.y + $0.height) }
            let raster = SymbolRaster(shape: shape, boxes: boxes, cells: (width, height), cache: cache)
            for y in 0..<(2 * height) {
                for x in 0..<(2 * width) where raster.isInside(x, y) != Self.sampled(shape, boxes: boxes, x: x, y: y) {
                    Issue.record("\(shape) \(boxes) on \(width)×\(height): pixel \(x),\(y)")
                    return
                }
            }
        }
    }
}
