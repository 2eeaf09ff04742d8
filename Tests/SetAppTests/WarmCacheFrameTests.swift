import PropertyBased
import SetApp
import SetCore
import SetFrame
import SetTestSupport
import Testing

@testable import SetRender

/// A session's render cache keeps painted cards, symbols and rows between frames: every
/// frame it draws with what its cache kept is the frame drawn from nothing.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct WarmCacheFrameTests {
    /// A player's next message: mostly a 60th of a second passing (an animation frame),
    /// else a key that deals, starts a new game, chooses or moves, a click, a tab, a new
    /// size, or a second passing.
    static func message(_ code: Int) -> (AppMessage, seconds: Double) {
        let keys: [Character] = [" ", "n", "s", "y", "q", "w", "e", "a", "d", "z", "x", "h", "g"]
        let special: [SpecialKey] = [.up, .down, .left, .right, .enter, .escape, .tab]
        switch code % 20 {
        case 0..<12: return (.tick, 1.0 / 60)
        case 12..<16: return (.input(.character(keys[code / 20 % keys.count])), 0.01)
        case 16: return (.input(.key(special[code / 20 % special.count])), 0.01)
        case 17: return (.input(.mouse(x: code / 20 % 120, y: code / 2400 % 40, kind: .press)), 0.01)
        case 18: return (.tick, 1)
        default:
            let sizes = [(100, 30), (80, 24), (120, 40), (60, 20)]
            let size = sizes[code / 20 % sizes.count]
            return (.input(.resize(width: size.0, height: size.1)), 0.01)
        }
    }

    /// An animated app dealt from `seed`, whose theme, ASCII and speed `seed` picks too.
    static func app(seed: UInt64) -> AppModel {
        let settings = AppSettings(theme: Theme.all[Int(seed % 3)], ascii: seed % 5 == 0, speed: seed % 4 == 0 ? 2 : 1)
        return AppModel(settings: settings, seed: seed, width: 100, height: 30, now: 0)
    }

    @Test("every frame of animated play drawn with a warm cache is the frame drawn afresh")
    func warmFramesAreFresh() async {
        var framesInFlight = 0
        await propertyCheck(count: 40, input: Gen.uint64(), Gen.int(in: 0...1_000_000).array(of: 50...400)) { seed, codes in
            var app = Self.app(seed: seed)
            let cache = RenderCache()
            var time = 0.0
            for code in codes where !app.wantsQuit {
                let (message, seconds) = Self.message(code)
                time += seconds
                app.update(message, at: time)
                let frame = app.render(cache: cache)
                #expect(frame == app.render(), "seed \(seed), at \(time)")
                if app.animator.sprites(at: app.now).contains(where: \.isMoving) { framesInFlight += 1 }
            }
        }
        #expect(framesInFlight > 100, "the cards flew in many of the frames compared")
    }
}
