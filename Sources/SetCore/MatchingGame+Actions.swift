extension MatchingGame {
    /// The player chooses the card `id` on the table (R4–R7).
    ///
    /// - 0…2 selected: a selected card is deselected, another is added; a full group is
    ///   judged at once (match scores, mismatch costs).
    /// - A matched group selected: it leaves the table (R6); the chosen card is selected
    ///   unless it was one of the group.
    /// - A mismatched group selected: the group is cleared and the chosen card selected.
    @discardableResult
    public mutating func choose(_ id: CardID, at now: Double) -> [GameEvent] {
        guard !isOver, slot(of: id) != nil else { return [] }
        switch selectionState {
        case .matched:
            let chosenWasMatched = selection.contains(id)
            let events = resolvePendingMatch(at: now)
            guard !chosenWasMatched, !isOver else { return events }
            selection = [id]
            return events + chargeChoice(of: id)
        case .mismatched:
            selection = [id]
            return chargeChoice(of: id)
        case .partial:
            if let index = selection.firstIndex(of: id) {
                selection.remove(at: index)
                return []
            }
            selection.append(id)
            let charge = chargeChoice(of: id)
            return charge + (selection.count == matchSize ? judgeSelection(at: now) : [])
        }
    }

    /// The player asks for more cards (R8): a pending match is resolved instead; an empty
    /// deck refuses; dealing past a match on the table costs points (when the rules say so).
    @discardableResult
    public mutating func dealMore(at now: Double) -> [GameEvent] {
        guard !isOver else { return [] }
        if selectionState == .matched { return resolvePendingMatch(at: now) }
        guard !deck.isEmpty else { return [.deckEmpty] }
        let pastMatch = scoring.dealPastMatchPenalty != 0 && dealer.hasMatch
        var events: [GameEvent] = []
        events.reserveCapacity(Content.dealSize + 1)
        if pastMatch { events.append(.dealtPastMatch(penalty: scoring.dealPastMatchPenalty)) }
        for slot in dealCards(at: now, pastMatch: pastMatch) { events.append(.dealt(card: table[slot].id, slot: slot)) }
        events += endIfNoMatchesLeft(at: now)
        return events
    }

    /// Deals a deal's worth of cards (fewer if the deck runs out) onto the end of the table,
    /// before a chain, charging the penalty when `pastMatch`; returns the slots dealt.
    private mutating func dealCards(at now: Double, pastMatch: Bool) -> Range<Int> {
        if pastMatch {
            score -= scoring.dealPastMatchPenalty
            statistics.dealsPastMatch += 1
        }
        let dealt = dealer.deal()
        lastMarkAt = now
        hint = HintState()
        return dealt
    }

    /// The player asks for a hint (H1): the first press tells how many matches there are
    /// (``hintMatches``), each further press highlights the next one, cycling. Each match shown is charged
    /// once (S1): cycling back to one already shown is free.
    @discardableResult
    public mutating func requestHint(at now: Double) -> [GameEvent] {
        guard !isOver else { return [] }
        let events = resolvePendingMatch(at: now)
        if isOver { return events }
        let matches = hintMatches
        guard !matches.isEmpty else { return events + [.noMatchOnTable] }
        if !hint.countTold {
            hint.countTold = true
            return events + [.hintCount(matches.count)]
        }
        let next = hint.index.map { ($0 + 1) % matches.count } ?? 0
        hint.index = next
        hint.highlighted = matches[next]
        guard next >= hint.revealed else { return events + [.hintShown(matches[next], penalty: 0)] }
        hint.revealed = next + 1
        score -= scoring.hintPenalty
        statistics.hintsUsed += 1
        return events + [.hintShown(matches[next], penalty: scoring.hintPenalty)]
    }

    /// The player clears the selection (Esc); a pending match is resolved as by any action.
    @discardableResult
    public mutating func clearSelection(at now: Double) -> [GameEvent] {
        guard !isOver else { return [] }
        if selectionState == .matched { return resolvePendingMatch(at: now) }
        selection = []
        return []
    }

    /// Scores a full selection: a match wins points, a mismatch costs them.
    private mutating func judgeSelection(at now: Double) -> [GameEvent] {
        if selectionIsMatch {
            let seconds = now - lastMarkAt
            let value = rule.judgesContent ? Content.matchValue(contents(of: selection)) : 1
            let points = scoring.points(forMatchAfter: seconds, afterHint: hint.revealed > 0, value: value)
            score += points
            statistics.matchesFound += 1
            statistics.secondsPerMatch.append(seconds)
            lastMarkAt = now
            let matched = GameEvent.matched(selection, points: points)
            return [matched] + endIfNoMatchesLeft(at: now)
        } else {
            score -= scoring.mismatchPenalty
            statistics.mismatches += 1
            let mismatched = GameEvent.mismatched(selection, penalty: scoring.mismatchPenalty)
            if Content.dealtFaceDown { selection = [selection.last!] }  // the others turn back down
            return [mismatched]
        }
    }

    /// Charges the choice of `id` (S1), when choosing costs anything.
    private mutating func chargeChoice(of id: CardID) -> [GameEvent] {
        guard scoring.choiceCost != 0 else { return [] }
        score -= scoring.choiceCost
        return [.charged(id, cost: scoring.choiceCost)]
    }

    /// Takes a matched group still shown off the table (R6), as every action does first
    /// (``moveToDiscard(_:replacing:removing:)``), or under a chain rule into the chain
    /// (``takeIntoChain(_:)``). Does nothing when no match is pending.
    private mutating func resolvePendingMatch(at now: Double) -> [GameEvent] {
        guard selectionState == .matched else { return [] }
        let group = selection
        selection = []
        hint = HintState()
        if rule.chainLength > 0 { return takeIntoChain(group) + endIfNoMatchesLeft(at: now) }
        var events: [GameEvent] = []
        var removed: [CardID] = []
        moveToDiscard(group.compactMap { slot(of: $0) }) { old, new, slot in
            events.append(.replaced(old: old, new: new, slot: slot))
        } removing: { removed.append($0) }
        if !removed.isEmpty { events.append(.discarded(removed)) }
        return events + endIfNoMatchesLeft(at: now)
    }

    /// Moves the group at `slots` (in the order chosen) to the discard pile, off the table
    /// as the dealer takes it (``Dealer/take(_:replacing:removing:)``, R6), telling
    /// `replacing` and `removing` of each card, in the group's order.
    private mutating func moveToDiscard(
        _ slots: some BidirectionalCollection<Int>, replacing: (_ old: CardID, _ new: CardID, _ slot: Int) -> Void = { _, _, _ in },
        removing: (CardID) -> Void = { _ in }
    ) {
        for slot in slots { discard.append(table[slot]) }
        dealer.take(slots, replacing: replacing, removing: removing)
    }

    /// Takes the match `group` under a chain rule as the dealer does
    /// (``Dealer/takeIntoChain(_:replacing:dealing:)``): the old chain's cards that leave go
    /// to the discard pile; returns the cards replaced, dealt and discarded.
    private mutating func takeIntoChain(_ group: [CardID]) -> [GameEvent] {
        var events: [GameEvent] = []
        let left = dealer.takeIntoChain(group) { old, new, slot in
            events.append(.replaced(old: old, new: new, slot: slot))
        } dealing: { card, slot in
            events.append(.dealt(card: card, slot: slot))
        }
        discard += left
        if !left.isEmpty { events.append(.discarded(left.map(\.id))) }
        return events
    }

    /// Whether the table holds a match once the matched group `pending` has left it: under a
    /// chain rule the old chain is gone then and the group is the chain.
    private func hasMatch(afterTaking pending: [CardID]) -> Bool {
        if rule.chainLength > 0 {
            let after = table.filter { !chain.contains($0.id) || pending.contains($0.id) }
            return !matches(among: after, chain: pending).isEmpty
        }
        return containsMatch(among: table.filter { !pending.contains($0.id) })
    }

    /// Ends the game when the deck is empty and no match is left on the table, not counting
    /// a matched group still shown (R11). That group leaves at once.
    private mutating func endIfNoMatchesLeft(at now: Double) -> [GameEvent] {
        guard !isOver else { return [] }
        let pending = pendingMatch
        guard pending.isEmpty ? dealer.isDone : deck.isEmpty && !hasMatch(afterTaking: pending) else { return [] }
        if !pending.isEmpty {
            return resolvePendingMatch(at: now)  // ends the game once the group has left
        }
        isOver = true
        statistics.endedAt = now
        return [.gameOver]
    }
}

extension MatchingGame {
    /// The automatic player's move: `ids`, a match on the table as the finder reported
    /// it, is chosen in that order and taken off the table — the same outcome as choosing
    /// each card and then clearing the selection, with no selection kept and no events built.
    /// The computer opponent's fast path; a property test holds it to the slow one.
    mutating func take(match ids: [CardID], at now: Double) {
        assert(selection.isEmpty && isMatch(ids), "take(match:) needs an empty selection and a match on the table")
        guard !isOver else { return }
        let slots = ids.map { slot(of: $0)! }
        scoreTakenMatch(of: slots.count, value: matchValue(at: slots), at: now)
        if rule.chainLength > 0 {
            _ = takeIntoChain(ids)
        } else {
            moveToDiscard(slots)
        }
        _ = endIfNoMatchesLeft(at: now)
    }

    /// How many times the match points the match at `slots` is worth (1 under a rule that
    /// takes any group).
    private func matchValue(at slots: some Collection<Int>) -> Int {
        rule.judgesContent ? Content.matchValue(slots.lazy.map { table[$0].content }) : 1
    }

    /// Scores a match of `size` cards taken without a selection: the match's points less
    /// the cost of choosing each card.
    private mutating func scoreTakenMatch(of size: Int, value: Int, at now: Double) {
        let seconds = now - lastMarkAt
        score += scoring.points(forMatchAfter: seconds, afterHint: hint.revealed > 0, value: value) - scoring.choiceCost * size
        statistics.matchesFound += 1
        statistics.secondsPerMatch.append(seconds)
        lastMarkAt = now
        if !hint.isFresh { hint = HintState() }
    }
}
