import PropertyBased
import SetApp
import SetCore
import SetFrame
import SetRender
import SetStore
import SetTestSupport
import Testing

/// Random players on random terminals: whatever arrives, the app neither crashes nor
/// draws outside the screen, and the board stays consistent with the game.
@Suite("AppModel under random input", .timeLimit(.minutes(1)), .takesTurns)
struct AppModelPropertyTests {
    /// Every input a player or terminal can send, decoded from a number.
    static func event(_ code: Int) -> AppMessage {
        let keys: [Character] = ["q", "w", "e", "a", "s", "d", "z", "x", "c", "r", "f", "v", "t", "g", "b", " ", "h", "n", "?", "y", "u", ",", ";"]
        let special: [SpecialKey] = [.up, .down, .left, .right, .enter, .escape, .tab, .backTab, .function(1), .function(2), .function(3), .function(4), .pageDown, .end]
        let sizes = [(80, 24), (20, 8), (200, 60), (60, 20), (50, 60), (1, 1)]
        if code % 97 == 0 {
            let records = [record(score: code % 300, secondsPerSet: [3, 5.5, 9]), record(score: 120)]
            return .scoresChanged(RecordsOverview(records: records), rank: 1, notice: code % 2 == 0 ? "scores.json was unreadable — kept aside" : nil)
        }
        if code % 89 == 0 {
            return .scoresListed(RankedScores(mode: .standard, records: ScoreBoard(records: [record(score: code % 300), record(score: 120)]).records))
        }
        switch code % 5 {
        case 0, 1: return .input(.character(keys[(code / 5) % keys.count]))
        case 2: return .input(.key(special[(code / 5) % special.count]))
        case 3:
            let kinds: [MouseKind] = [.press, .release, .wheelUp, .wheelDown]
            return .input(.mouse(x: (code / 5) % 200, y: (code / 1000) % 60, kind: kinds[(code / 7) % kinds.count]))
        default:
            let size = sizes[(code / 5) % sizes.count]
            return code % 3 == 0 ? .input(.resize(width: size.0, height: size.1)) : .tick
        }
    }

    @Test("no crash, frames fill the screen, resting cards inside it and apart, ASCII only when asked")
    func randomSessions() async {
        await propertyCheck(count: 150, input: Gen.uint64(), Gen.bool(), Gen.int(in: 0...1_000_000).array(of: 0...300)) { seed, testMode, codes in
            let ascii = seed % 3 == 0
            var app = AppModel(
                settings: AppSettings(ascii: ascii, animated: seed % 2 == 0, rule: testMode ? .anyGroup : .standard),
                seed: seed, width: 80, height: 24, now: 0
            )
            for (step, code) in codes.enumerated() where !app.wantsQuit {
                app.update(AppModelPropertyTests.event(code), at: Double(step) * 0.1)
                let grid = app.render()
                #expect(grid.width == app.geometry.screen.width && grid.height == app.geometry.screen.height)
                if ascii { #expect(grid.text.allSatisfy { $0.isASCII }, "non-ASCII on the \(app.tab) tab:\n\(grid.text)") }
                guard let layout = app.geometry.layout else { continue }
                if app.tab == .cards {
                    #expect(layout.frames.count >= app.cardsBoard.game.table.count, "the Cards table keeps its gaps")
                    #expect(app.cardsBoard.labels(app.settings.keyboard).count == app.cardsBoard.game.table.count)
                } else {
                    #expect(layout.frames.count == app.game.table.count)
                }
                for (index, frame) in layout.frames.enumerated() {
                    #expect(app.geometry.screen.intersection(frame) == frame)
                    #expect(!layout.frames[(index + 1)...].contains { $0.intersects(frame) })
                }
            }
        }
    }
}
