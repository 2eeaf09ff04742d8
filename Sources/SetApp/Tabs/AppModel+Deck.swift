import SetFrame

/// The keys of the deck on the About tab (``DeckView``): `d` shows all 81 cards and hides them
/// again; →, Space or Page Down turn to the next page, ←, Page Up to the one before (wrapping
/// around); Esc goes back to the About text.
extension AppModel {
    /// Shows the deck from its first page, or hides it.
    mutating func toggleDeck() {
        deckPage = deckPage == nil ? 0 : nil
    }

    /// Turns the deck `offset` pages on, wrapping around.
    mutating func turnDeckPage(by offset: Int) {
        let count = DeckView.Pages(self).count
        guard let page = deckPage, count > 0 else { return }
        deckPage = ((min(page, count - 1) + offset) % count + count) % count
    }

    /// What `key` does on the deck: turn a page or go back; false when it does nothing there.
    mutating func handleDeck(_ key: SpecialKey) -> Bool {
        switch key {
        case .right, .pageDown: turnDeckPage(by: 1)
        case .left, .pageUp: turnDeckPage(by: -1)
        case .escape: deckPage = nil
        default: return false
        }
        return true
    }
}
