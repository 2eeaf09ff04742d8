import SetCore

extension Room {
    /// `player` sits down as `name`, or comes back to their seat with their score (N5).
    /// Refused (no events) when the table is full.
    public mutating func join(_ player: PlayerKey, name: String) -> [RoomEvent] {
        spectators.remove(player)
        if let index = seats.firstIndex(where: { $0.player == player }) {
            let wasAway = !seats[index].isConnected
            seats[index].isConnected = true
            seats[index].name = name
            if wasAway { announce("\(name) is back", about: player) }
            return [.rejoined(player)]
        }
        guard seats.count < Self.seatLimit else { return [] }
        seats.append(Seat(player: player, name: name))
        announce("\(name) sat down", about: player)
        return [.joined(player)]
    }

    /// `viewer` watches: they see the table and the counts, and their actions do nothing.
    public mutating func watch(_ viewer: PlayerKey) -> [RoomEvent] {
        guard seat(of: viewer) == nil else { return [] }
        spectators.insert(viewer)
        return [.watching(viewer)]
    }

    /// `player`'s connection went: a spectator is gone, a seated player keeps the seat and
    /// score but not the selection.
    public mutating func leave(_ player: PlayerKey) -> [RoomEvent] {
        if spectators.remove(player) != nil { return [] }
        guard let index = seats.firstIndex(where: { $0.player == player }), seats[index].isConnected else { return [] }
        seats[index].isConnected = false
        selections[player] = nil
        claims?.withdraw(player)
        announce("\(seats[index].name) left; the seat is kept", about: player)
        return [.left(player)]
    }

    /// Whether anybody is connected: a room nobody is in can be closed.
    public var isEmpty: Bool {
        spectators.isEmpty && !seats.contains { $0.isConnected }
    }

    /// `player` chooses or un-chooses the card `card` at server time `now`. The third card
    /// judges the trio: a match is taken at once (the first to arrive wins), and every other
    /// selection that held one of its cards is cleared and told why; a trio that does not
    /// match costs its player. Does nothing for a spectator, a card not on the table, or a
    /// game not being played.
    public mutating func choose(_ card: CardID, by player: PlayerKey, at now: Double) -> [RoomEvent] {
        guard isPlaying, let index = seats.firstIndex(where: { $0.player == player }), seats[index].isConnected,
            game.slot(of: card) != nil
        else { return [] }
        var selection = selections[player] ?? []
        if let position = selection.firstIndex(of: card) {
            selection.remove(at: position)
            selections[player] = selection
            return []
        }
        selection.append(card)
        guard selection.count == game.matchSize else {
            selections[player] = selection
            return []
        }
        selections[player] = nil
        guard game.isMatch(selection) else {
            seats[index].misses += 1
            log.append(.missed(player, cards: selection, at: now))
            return [.missed(player, selection)]
        }
        guard var claims else { return take(selection, by: index, at: now) }
        let rivals = seats.filter { $0.isConnected && $0.player != player }.map { delays[$0.player] ?? 0 }
        claims.add(selection, by: player, arrivedAt: now, delay: delays[player] ?? 0, rivalDelay: rivals.max() ?? 0)
        self.claims = claims
        return decideClaims(at: now)
    }

    /// In a latency-fair room, decides the claims due at `now`, earliest press first: a
    /// winner takes its cards, and each claim it beat is told by how much.
    public mutating func decideClaims(at now: Double) -> [RoomEvent] {
        guard var claims else { return [] }
        let decisions = claims.decide(at: now)
        self.claims = claims
        var events: [RoomEvent] = []
        for decision in decisions {
            switch decision {
            case .won(let claim):
                guard isPlaying, let index = seats.firstIndex(where: { $0.player == claim.player }),
                    claim.cards.allSatisfy({ game.slot(of: $0) != nil })
                else { continue }
                events += take(claim.cards, by: index, at: now)
            case .beaten(let claim, let winner, let margin):
                events.append(.beaten(claim.player, by: winner.player, margin: margin))
            }
        }
        return events
    }

    /// `player`'s one-way delay to the server is now estimated at `seconds`.
    public mutating func setDelay(_ seconds: Double, of player: PlayerKey) {
        delays[player] = seconds
    }

    /// `player` clears their own selection.
    public mutating func clearSelection(of player: PlayerKey) {
        selections[player] = nil
    }

    /// The host starts the next game (only while the room waits): it is dealt
    /// ``countdown`` seconds from `now` (``begin(seed:at:)``). Anyone else's start does nothing.
    public mutating func start(by player: PlayerKey, at now: Double) -> [RoomEvent] {
        guard phase == .waiting, let host, player == host else { return [] }
        let startsAt = now + Self.countdown
        phase = .countingDown(startsAt: startsAt)
        return [.countingDown(startsAt: startsAt, by: host)]
    }

    /// Deals the game the host started, from `seed`, once its countdown has run out by
    /// `now`: everyone's count back to zero, the seats of players who are gone given up. A
    /// game begun with fewer than two players connected is practice.
    public mutating func begin(seed: UInt64, at now: Double) -> [RoomEvent] {
        guard case .countingDown(let startsAt) = phase, now >= startsAt else { return [] }
        self.seed = seed
        startedAt = now
        game = variant.deal(seed: seed, startedAt: now)
        log = []
        results = nil
        selections = [:]
        seats = seats.filter(\.isConnected).map { Seat(player: $0.player, name: $0.name) }
        isPractice = isPracticeOnly || seats.count < 2
        claims = claims.map { FairClaims(cap: $0.cap) }
        phase = .playing
        return [.began] + dealWhileNoMatch(at: now)
    }

    /// Takes the match `cards` for the player in seat `index`, clears the selections it made
    /// stale, deals while no match is left, and ends the game when the engine says so.
    private mutating func take(_ cards: [CardID], by index: Int, at now: Double) -> [RoomEvent] {
        let player = seats[index].player
        let entry = RoomEntry.took(player, cards: cards, at: now)
        for timed in entry.moves { game.perform(timed.move, at: timed.at) }
        log.append(entry)
        seats[index].sets += 1
        var events: [RoomEvent] = [.took(player, cards)]
        for (other, selection) in selections.sorted(by: { $0.key < $1.key }) where selection.contains(where: cards.contains) {
            selections[other] = nil
            events.append(.selectionCleared(other, takenBy: player))
        }
        return events + dealWhileNoMatch(at: now)
    }

    /// Deals while the table holds no match and the deck has cards (as setwithfriends: the
    /// server deals, nobody asks); ends the game when the engine says it is over.
    mutating func dealWhileNoMatch(at now: Double) -> [RoomEvent] {
        var events: [RoomEvent] = []
        while !game.isOver, !game.deck.isEmpty, game.matchesOnTable.isEmpty {
            let before = Set(game.table.map(\.id))
            for timed in RoomEntry.dealt(at: now).moves { game.perform(timed.move, at: timed.at) }
            log.append(.dealt(at: now))
            events.append(.dealt(game.table.map(\.id).filter { !before.contains($0) }))
        }
        if game.isOver, results == nil { events.append(finish()) }
        return events
    }

    /// Records every seated player's result, best first.
    private mutating func finish() -> RoomEvent {
        let ranked = seats.indices.sorted { (seats[$0].points, seats[$0].sets, $1) > (seats[$1].points, seats[$1].sets, $0) }
            .map { seats[$0] }
        var finished: [RoomResult] = []
        for seat in ranked {
            let place =
                finished.last.flatMap { last in
                    last.points == seat.points && last.sets == seat.sets ? last.place : nil
                } ?? finished.count + 1
            finished.append(RoomResult(player: seat.player, name: seat.name, sets: seat.sets, misses: seat.misses, place: place))
        }
        results = finished
        phase = .waiting
        claims = claims.map { FairClaims(cap: $0.cap) }
        return .gameOver(finished)
    }
}
