import SetCore
import SetOnline

/// How a log line is stored in both stores' `entry` table: a kind, the player (none for a
/// deal) and the cards as comma-separated ids.
extension RoomEntry {
    /// The line's `kind`, `player` and `cards` columns.
    var columns: (kind: String, player: String?, cards: String?) {
        func text(_ cards: [CardID]) -> String { cards.map { String($0.rawValue) }.joined(separator: ",") }
        switch self {
        case .took(let player, let cards, _): return ("took", player.rawValue, text(cards))
        case .missed(let player, let cards, _): return ("missed", player.rawValue, text(cards))
        case .dealt: return ("dealt", nil, nil)
        }
    }

    /// The line the columns describe; nil when they describe none (a damaged row).
    init?(kind: String, player: String?, cards: String?, at: Double) {
        let ids = cards.map { $0.split(separator: ",").compactMap { Int($0) }.map(CardID.init) }
        switch (kind, player, ids) {
        case ("took", let player?, let ids?) where ids.count == 3: self = .took(PlayerKey(player), cards: ids, at: at)
        case ("missed", let player?, let ids?) where ids.count == 3: self = .missed(PlayerKey(player), cards: ids, at: at)
        case ("dealt", _, _): self = .dealt(at: at)
        default: return nil
        }
    }
}
