#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON number as its digits come: the significand while it fits 64 bits, how many of
/// its digits follow the point, and whether an exponent came. Most numbers in a store file
/// are read from this alone; the rest from their text, by `strtod`.
struct JSONNumber {
    var isNegative = false
    var hasExponent = false
    private var significand: UInt64 = 0
    private var fractionDigits = 0
    private var overflowed = false

    /// Powers of ten a `Double` holds exactly.
    private static let exactPowers: [Double] = (0...22).map { power in (0..<power).reduce(1.0) { value, _ in value * 10 } }

    /// Adds a decimal digit (0…9) to the significand.
    @inline(__always)
    mutating func append(digit: UInt8) {
        if significand < 1_000_000_000_000_000_000 {  // 19 digits: times 10 plus a digit fits
            significand = significand &* 10 &+ UInt64(digit)
        } else {
            let (times, overflowTimes) = significand.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(UInt64(digit))
            if overflowTimes || overflowSum { overflowed = true } else { significand = sum }
        }
    }

    /// Counts the last `count` digits as following the point.
    mutating func addFractionDigits(_ count: Int) {
        fractionDigits += count
    }

    /// The magnitude of a whole number written without point or exponent, when it fits.
    var integer: UInt64? {
        overflowed || fractionDigits > 0 || hasExponent ? nil : significand
    }

    /// The nearest `Double`: exactly the significand over a power of ten when both are
    /// exact (then the one division rounds correctly), else `strtod` of `text`.
    func double(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        if !overflowed, !hasExponent, significand <= 1 << 53, fractionDigits < Self.exactPowers.count {
            let magnitude = Double(significand) / Self.exactPowers[fractionDigits]
            return isNegative ? -magnitude : magnitude
        }
        return (Array(text) + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { strtod($0.baseAddress!, nil) }
        }
    }
}
