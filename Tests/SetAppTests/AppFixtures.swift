import SetApp
import SetCore
import SetFrame
import SetRender
import SetStore
import SetTestSupport

/// An app on a `width` × `height` screen without animation, seed 1, at time 0.
func makeApp(width: Int = 80, height: Int = 24, rule: MatchRule = .standard, animated: Bool = false) -> AppModel {
    let settings = AppSettings(colorMode: .ansi256, animated: animated, rule: rule)
    return AppModel(settings: settings, seed: 1, width: width, height: height, now: 0)
}

extension AppModel {
    /// A new app as the run loop starts it when the shelf holds `offers`: made, then told
    /// of the saves before its first frame.
    static func offering(_ offers: [ResumeOffer], settings: AppSettings, seed: UInt64, width: Int, height: Int, now: Double) -> AppModel {
        var model = AppModel(settings: settings, seed: seed, width: width, height: height, now: now)
        model.update(.savesFound(offers), at: now)
        return model
    }

    /// Types `keys` one after another at time `time`, each on the screen the one before
    /// left, as the run loop does; returns the effects they called for.
    @discardableResult
    mutating func type(_ keys: String, at time: Double = 1) -> [AppEffect] {
        keys.flatMap { key in
            layOut()
            return update(.input(.character(key)), at: time)
        }
    }

    /// Presses a named key at time `time`, on the screen drawn now; returns the effects it
    /// called for.
    @discardableResult
    mutating func press(_ key: SpecialKey, at time: Double = 1) -> [AppEffect] {
        layOut()
        return update(.input(.key(key)), at: time)
    }

    /// Hands the model `records` as the shell does: what it keeps of them (with `rank` and
    /// `notice`), then each mode's list, in the order given, and its figures, as the Scores
    /// and Statistics tabs ask for them (``AppEffect/listScores(_:)``).
    mutating func receive(_ records: [ScoreRecord], rank: Int?, notice: String? = nil, at time: Double) {
        update(.scoresChanged(RecordsOverview(records: records), rank: rank, notice: notice), at: time)
        for mode in Set(records.map(\.mode)) {
            let listed = records.filter { $0.mode == mode }
            update(.scoresListed(RankedScores(mode: mode, records: listed)), at: time)
            update(.statisticsFound(mode, Statistics(records: listed, historyLength: AppModel.statisticsHistory)), at: time)
        }
    }

    /// Hands the model its screen's layout, as the run loop does after each frame.
    mutating func layOut() {
        update(.laidOut(screenLayout()), at: now)
    }

    /// Takes the first three cards (test mode: always a match) until the game is over;
    /// returns the time reached and the effects called for on the way.
    @discardableResult
    mutating func playToEnd(from start: Double = 1) -> (time: Double, effects: [AppEffect]) {
        var time = start
        var effects: [AppEffect] = []
        while !game.isOver && time < start + 500 {
            for card in game.table.prefix(3) { effects += type(label(of: card.id), at: time) }
            if !game.isOver { effects += press(.escape, at: time) }  // Esc would close the game-over popup
            time += 1
        }
        return (time, effects)
    }

    /// The label of the card `id` on the table.
    func label(of id: CardID) -> String {
        labels[game.slot(of: id)!]
    }
}

extension Grid {
    /// Whether any row contains `text`.
    func shows(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }
}
