import CNcurses

/// The terminal's control to set a foreground or background color (`setaf`, `setab`),
/// written out for each color number the first time a frame asks for it: the 256 numbers
/// cost as much to prepare as the whole first frame, and a frame uses a dozen.
final class ColorControls {
    private let capability: UnsafePointer<CChar>?
    private var written: [[UInt8]?] = Array(repeating: nil, count: 256)

    /// Controls from `capability`; nil (no color, or the terminal has no such control) writes nothing.
    init(capability: UnsafePointer<CChar>?) {
        self.capability = capability
    }

    /// The bytes that set color `number` (0…255); nothing for a number out of range.
    subscript(number: Int) -> [UInt8] {
        guard let capability, number >= 0, number < written.count else { return [] }
        if let bytes = written[number] { return bytes }
        let bytes = cn_tiparm1(capability, Int32(number)).map { Array(String(cString: $0).utf8) } ?? []
        written[number] = bytes
        return bytes
    }
}
