import SetCore

/// The app's tabs (B1), in tab-bar order.
public enum Tab: Int, CaseIterable, Hashable, Sendable {
    case board, scores, statistics, about, cards

    /// The title in the tab bar.
    public var title: String {
        switch self {
        case .board: "Board"
        case .scores: "Scores"
        case .statistics: "Statistics"
        case .about: "About"
        case .cards: PlayingCard.gameName
        }
    }

    /// Whether the tab shows a game: SET's board or the Cards game (G1).
    public var isGame: Bool {
        self == .board || self == .cards
    }

    /// The function key that shows the tab: F1 … F5.
    public var functionKey: Int { rawValue + 1 }

    /// The tab `offset` places to the right, wrapping around.
    func shifted(by offset: Int) -> Tab {
        let count = Tab.allCases.count
        return Tab(rawValue: ((rawValue + offset) % count + count) % count)!
    }
}
