/// The app's tabs (B1), in tab-bar order: SET's Board, Scores, Statistics, About, then one
/// tab for each other game the app plays (``AppModel/games``): Cards first.
public struct Tab: RawRepresentable, Hashable, Sendable {
    /// Its place in the tab bar, from 0.
    public let rawValue: Int

    /// The tab at `rawValue` in the tab bar, if there is one.
    public init?(rawValue: Int) {
        guard (0..<Tab.count).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    private init(_ index: Int) {
        rawValue = index
    }

    public static let board = Tab(0)
    public static let scores = Tab(1)
    public static let statistics = Tab(2)
    public static let about = Tab(3)
    /// The Cards game's tab (G1).
    public static let cards = Tab.game(1)

    /// The tab of the app's game `number`: 0 is SET's Board, the others follow About.
    public static func game(_ number: Int) -> Tab {
        number == 0 ? .board : Tab(3 + number)
    }

    /// How many tabs there are: the app's four and one more for each game after SET.
    private static var count: Int { 3 + AppModel.games.count }

    /// Every tab, in tab-bar order.
    public static var allCases: [Tab] { (0..<count).map(Tab.init) }

    /// The title in the tab bar.
    public var title: String {
        switch self {
        case .scores: "Scores"
        case .statistics: "Statistics"
        case .about: "About"
        default: registration?.title ?? ""
        }
    }

    /// The registration of the game this tab shows, if it shows one.
    var registration: (any RegisteredGame)? {
        AppModel.games.first { $0.tab == self }
    }

    /// Whether the tab shows a game: SET's board, the Cards game (G1)…
    public var isGame: Bool {
        registration != nil
    }

    /// The function key that shows the tab: F1 …
    public var functionKey: Int { rawValue + 1 }

    /// The tab `offset` places to the right, wrapping around.
    func shifted(by offset: Int) -> Tab {
        Tab(((rawValue + offset) % Tab.count + Tab.count) % Tab.count)
    }
}
