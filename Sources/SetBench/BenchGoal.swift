/// One line of `set-game bench`: a figure measured in this run beside the goal it answers to.
struct BenchGoal: Codable, Equatable {
    /// Which way the figure should go.
    enum Direction: String, Codable {
        /// The figure should be at least the goal (rates).
        case atLeast
        /// The figure should be at most the goal (times, counts, sizes).
        case atMost
    }

    /// What was measured, for people.
    let name: String
    /// The measured value, in `unit`.
    let figure: Double
    let unit: String
    /// The goal, in `unit`, or nil for a figure shown for information.
    let goal: Double?
    let direction: Direction

    init(_ name: String, figure: Double, unit: String, goal: Double?, _ direction: Direction) {
        self.name = name
        self.figure = figure
        self.unit = unit
        self.goal = goal
        self.direction = direction
    }

    /// How far the figure is on the good side of the goal: 1 or more means met.
    var ratio: Double? {
        guard let goal else { return nil }
        switch direction {
        case .atLeast: return goal == 0 ? nil : figure / goal
        case .atMost: return figure <= 0 ? .infinity : goal / figure
        }
    }

    /// Whether the figure is on the good side of the goal (a growth of nothing, or less, is
    /// within any bound on growth).
    var isMet: Bool? {
        guard let goal else { return nil }
        switch direction {
        case .atLeast: return figure >= goal
        case .atMost: return figure <= goal
        }
    }

    enum CodingKeys: String, CodingKey { case name, figure, unit, goal, direction, ratio, met }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(figure, forKey: .figure)
        try container.encode(unit, forKey: .unit)
        try container.encodeIfPresent(goal, forKey: .goal)
        try container.encode(direction, forKey: .direction)
        try container.encodeIfPresent(ratio.flatMap { $0.isFinite ? $0 : nil }, forKey: .ratio)
        try container.encodeIfPresent(isMet, forKey: .met)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        figure = try container.decode(Double.self, forKey: .figure)
        unit = try container.decode(String.self, forKey: .unit)
        goal = try container.decodeIfPresent(Double.self, forKey: .goal)
        direction = try container.decode(Direction.self, forKey: .direction)
    }
}
