/// For the tests of a cache: a choice for each part of what is drawn (an index into that
/// part's choices) decoded from one number, and the same choices with one part changed, so
/// that each draw can be followed by draws that differ from it in one part only.
public struct Picks: Sendable {
    /// How many choices each part has.
    public let counts: [Int]
    /// The choice made for each part.
    public private(set) var indices: [Int]

    /// The choices `code` stands for, each part having `counts` choices.
    public init(_ code: Int, counts: [Int]) {
        var rest = code
        self.counts = counts
        indices = counts.map { count in
            defer { rest /= count }
            return rest % count
        }
    }

    /// The choice made for part `part`.
    public subscript(part: Int) -> Int { indices[part] }

    /// The same choices with part `part` changed to another of its choices (`step` says which).
    public func changing(_ part: Int, by step: Int) -> Picks {
        var other = self
        other.indices[part] = (indices[part] + 1 + step % max(1, counts[part] - 1)) % counts[part]
        return other
    }
}
