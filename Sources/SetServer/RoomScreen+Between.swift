import SetOnline
import SetRender
import SetTable

/// What a room shows between its games: who sits waiting and who starts, the countdown, and
/// the last game's places.
extension RoomScreen {
    /// The waiting table, the countdown or the results, with the keys that go on from here.
    func drawBetweenGames(on grid: inout Grid) {
        var y = 2
        if let results = room.results {
            drawResults(results, on: &grid)
            y = 5 + results.count
        } else {
            grid.put("Waiting for players", x: 2, y: y, style: CellStyle(bold: true))
            y += 2
            for seat in room.seats where seat.isConnected {
                grid.put("\(seat.player == room.host ? "★" : "·") \(seat.name)", x: 2, y: y, style: seat.player == viewer ? CellStyle(bold: true) : .plain)
                y += 1
            }
            y += 1
        }
        guard !replay else { return }
        let width = max(grid.width - Self.panelWidth - 3, 10)
        for line in startLines.flatMap({ TextWrap.words($0, width: width) }) {
            grid.put(line, x: 2, y: y, style: CellStyle(bold: room.phase != .waiting))
            y += 1
        }
        if room.phase == .waiting {
            grid.put(watching ? "Q: back to the lobby" : "Q: back to the lobby · /: chat", x: 2, y: y, style: CellStyle(dim: true))
        }
    }

    /// Who starts the next game, or how soon it is dealt.
    private var startLines: [String] {
        if case .countingDown(let startsAt) = room.phase {
            return ["The game starts in \(max(Int((startsAt - now).rounded(.up)), 1))…"]
        }
        if case .daily = access, room.results != nil {
            return ["Today's race is over and is not dealt again: d in the lobby plays its deal as practice."]
        }
        let connected = room.seats.filter(\.isConnected).count
        guard !watching, room.host == viewer else {
            return ["Waiting for \(room.host.flatMap { room.seat(of: $0)?.name } ?? "a player") to start the game."]
        }
        if connected < 2, case .daily = access {
            // The race is dealt once a day: played alone, its deal is known, so it is over for everyone.
            return ["Enter: race alone now, not rated; today's race is then over", "for everyone. Or wait: others join with the code \(code)."]
        }
        if connected < 2 { return ["Enter: start now, alone (practice, not rated),", "or wait: others join with the code \(code)."] }
        return ["Enter: start the game for the \(connected) of you" + (isNeverRated ? " (not rated)" : "")]
    }

    /// Whether no game of this room is ever rated, however many play: a test room, or the
    /// day's finished race dealt again as practice (``RatingRule``).
    private var isNeverRated: Bool {
        room.isPracticeOnly || !RatingRule.ratedModes.contains(room.variant)
    }

    /// The places, best first, with each player's sets, wrong trios and rating change.
    private func drawResults(_ results: [RoomResult], on grid: inout Grid) {
        let header = room.isPractice ? "Game over (practice, not rated)" : isNeverRated ? "Game over (not rated)" : "Game over"
        grid.put(header, x: 2, y: 2, style: CellStyle(bold: true))
        for (row, result) in results.enumerated() {
            let line = "\(result.place). \(result.name)  \(result.sets) sets"
                + (result.misses > 0 ? ", \(result.misses) wrong \(result.misses == 1 ? "trio" : "trios")" : "")
                + (ratings[result.player].map { "  rating \($0.text)" } ?? "")
            grid.put(line, x: 2, y: 4 + row, style: result.player == viewer ? CellStyle(bold: true) : .plain)
        }
    }
}
