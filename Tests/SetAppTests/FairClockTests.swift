import SetApp
import SetCore
import SetTestSupport
import Testing

/// No display setting changes points (issue 24 item 3): the game clock counts from when the
/// last card has landed, so a slow animation costs no speed bonus and a fast one wins none.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct FairClockTests {
    /// Plays three sets of seed 7, each found `wait` seconds after its cards landed, and
    /// returns the score after each.
    static func scores(animated: Bool, speed: Double) -> [Int] {
        let settings = AppSettings(colorMode: .ansi256, animated: animated, speed: speed)
        var app = AppModel(settings: settings, seed: 7, width: 100, height: 30, now: 0)
        var time = 0.0
        var scores: [Int] = []
        for wait in [3.5, 7.25, 12.5] {
            time = landed(&app, from: time) + wait
            app.update(.tick, at: time)
            let match = SetCard.allMatches(in: app.game.table.map(\.content))[0]
            for slot in match { app.type(app.labels[slot], at: time) }
            scores.append(app.game.score)
            app.press(.escape, at: time)  // the matched cards leave; three new ones fly in
        }
        return scores
    }

    /// Ticks frame by frame from `start` until every card on the table has landed; returns
    /// that time.
    static func landed(_ app: inout AppModel, from start: Double) -> Double {
        var time = start
        while time < start + 60, !app.game.table.allSatisfy({ app.animator.hasLanded($0.id, at: time) }) {
            time += 1.0 / 60
            app.update(.tick, at: time)
        }
        return time
    }

    @Test func theSpeedBonusIsTheSameAtEveryAnimationSpeed() {
        // 10 a set plus 1 a whole second under 20: 17, then 13, then 8.
        let expected = [27, 50, 68]
        #expect(Self.scores(animated: false, speed: 1) == expected)
        for speed in [0.25, 1, 4] {
            #expect(Self.scores(animated: true, speed: speed) == expected, "speed \(speed)")
        }
    }

    @Test func theClockStandsStillWhileTheDealFliesIn() {
        var app = AppModel(settings: AppSettings(speed: 0.25), seed: 7, width: 100, height: 30, now: 0)
        let landing = Self.landed(&app, from: 0)
        #expect(landing > 2)  // a slow deal takes seconds
        let atLanding = app.elapsedSeconds
        #expect(atLanding < 1.0 / 60)  // at most the frame since the last card landed
        app.update(.tick, at: landing + 1.5)
        #expect(abs(app.elapsedSeconds - atLanding - 1.5) < 1e-9)
    }
}
