/// The app's tabs (B1), in tab-bar order.
public enum Tab: Int, CaseIterable, Hashable, Sendable {
    case board, scores, statistics, about

    /// The title in the tab bar.
    public var title: String {
        switch self {
        case .board: "Board"
        case .scores: "Scores"
        case .statistics: "Statistics"
        case .about: "About"
        }
    }

    /// The function key that shows the tab: F1 … F4.
    public var functionKey: Int { rawValue + 1 }

    /// The tab `offset` places to the right, wrapping around.
    func shifted(by offset: Int) -> Tab {
        let count = Tab.allCases.count
        return Tab(rawValue: ((rawValue + offset) % count + count) % count)!
    }
}
