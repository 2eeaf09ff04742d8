import SetCore
import SetOnline
import SetServer

/// `/games/ID`: a finished game replayed in the browser. The steps come computed, as JSON
/// in the page; every card of the game is drawn once, hidden, and the script
/// (``ReplayScript``) lays out each step's table from them: play, pause, step, start, end.
enum ReplayPage {
    static func html(id: Int64, game: RecordedGame) -> String {
        let replay = ReplaySteps(game)
        let library = replay.cards.sorted { $0.key < $1.key }.map { (id, card) -> String in
            "<div class=\"card\" data-card=\"\(id)\">\(CardPicture.svg(card))</div>"
        }.joined(separator: "\n")
        let results = game.results.map { (result) -> String in
            "<li>\(result.player.isAccount ? HTML.playerLink(result.name) : HTML.escape(result.name)): \(result.sets) set\(result.sets == 1 ? "" : "s")</li>"
        }.joined()
        let body = """
            <h1>Game #\(id) · \(HTML.escape(game.mode.title))</h1>
            <p>Played \(HTML.date(game.startedAt)) by</p><ol>\(results)</ol>
            \(CardPicture.patterns)
            <div class="controls">
            <button id="play" type="button">Play</button><button id="back" type="button">◀ Step</button>\
            <button id="forward" type="button">Step ▶</button><button id="start" type="button">|◀ Start</button>\
            <button id="end" type="button">End ▶|</button>
            <span id="position">step 0 of \(replay.steps.count - 1)</span>
            </div>
            <div id="move"></div>
            <div id="last" aria-label="the cards of the last move"></div>
            <div id="table" aria-live="polite"></div>
            <div id="scores"></div>
            <div id="library" hidden>
            \(library)
            </div>
            <script type="application/json" id="replay-data">\(replay.json())</script>
            <script>\(ReplayScript.source)</script>
            """
        return HTML.page(title: "Game #\(id)", body: body)
    }
}
