import FoundationEssentials
import SetCore
import SetOnline
import SetServer

/// A finished game's replay for the browser: the table and the scores after each take or
/// miss, computed here with the rules (``Room/replayed(variant:seed:startedAt:players:log:steps:)``
/// from its seed and log), so the page's script only shows them.
struct ReplaySteps: Encodable {
    /// One moment of the game: step 0 is the deal; step n follows the n-th take or miss.
    struct Step: Encodable, Equatable {
        /// The cards on the table, in slot order (ids into ``cards``).
        let table: [Int]
        /// The move that led here: who, whether it was a set, the cards chosen, and `m:ss`
        /// into the game; nil at the deal.
        let move: Move?
        /// Each player's sets, in ``players`` order.
        let sets: [Int]
        /// Cards left in the deck.
        let deck: Int
    }

    struct Move: Encodable, Equatable {
        let player: String
        let took: Bool
        let cards: [Int]
        let clock: String
    }

    /// The players' names, as they were when the game was played.
    let players: [String]
    let steps: [Step]
    /// Every card that is ever on the table, by id.
    let cards: [Int: SetCard]

    private enum CodingKeys: String, CodingKey { case players, steps }

    init(_ game: RecordedGame) {
        let seated = game.results.map { ($0.player, $0.name) }
        players = seated.map(\.1)
        var room = Room.replayed(variant: game.mode, seed: game.seed, startedAt: game.startedAt, players: seated, log: game.log, steps: 0)
        var cards: [Int: SetCard] = [:]
        func step(after move: Move?) -> Step {
            for card in room.game.table { cards[card.id.rawValue] = card.content }
            let sets = seated.map { player in room.seats.first { $0.player == player.0 }?.sets ?? 0 }
            return Step(table: room.game.table.map(\.id.rawValue), move: move, sets: sets, deck: room.game.deck.count)
        }
        let names = Dictionary(seated.map { ($0.0, $0.1) }, uniquingKeysWith: { first, _ in first })
        var steps = [step(after: nil)]
        for entry in game.log {
            let move: Move
            switch entry {
            case .took(let player, let chosen, let at):
                move = Move(player: names[player] ?? "someone", took: true, cards: chosen.map(\.rawValue), clock: Self.clock(at - game.startedAt))
            case .missed(let player, let chosen, let at):
                move = Move(player: names[player] ?? "someone", took: false, cards: chosen.map(\.rawValue), clock: Self.clock(at - game.startedAt))
            case .dealt: continue  // deals follow the takes by themselves
            }
            room.replay(entry)
            steps.append(step(after: move))
        }
        self.steps = steps
        self.cards = cards
    }

    /// The steps as JSON, safe inside a `<script>` element (`<` escaped, so no `</script>`).
    func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self).replacing("<", with: "\\u003c")
    }

    /// `m:ss` into the game.
    static func clock(_ seconds: Double) -> String {
        let whole = max(Int(seconds), 0)
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }
}
