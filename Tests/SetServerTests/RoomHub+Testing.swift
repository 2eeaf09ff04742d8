import SetCore
import SetOnline
@testable import SetServer

extension RoomHub {
    /// A hub on `clock`, whose countdowns run out as the test moves the clock on.
    static func on(_ clock: TestViewer.Clock, seed: UInt64, log: HostLog = .silent) -> RoomHub {
        RoomHub(clock: { clock.now }, schedule: clock.schedule, generator: SplitMix64(seed: seed), log: log)
    }

    /// A hub whose clock stands still at `now`: its rooms' games are begun by the test
    /// (``HostedRoom/beginNow()``), never by a countdown.
    static func standing(at now: Double, seed: UInt64, log: HostLog = .silent) -> RoomHub {
        RoomHub(clock: { now }, schedule: { _, _ in }, generator: SplitMix64(seed: seed), log: log)
    }
}

extension HostedRoom {
    /// The host's start with its countdown already run out: the game is dealt now, from
    /// `seed` (the room's own, by default), for tests whose clock stands still.
    func beginNow(seed: UInt64? = nil) {
        let now = now
        guard let host = room.host else { return }
        perform { $0.start(by: host, at: now - Room.countdown) }
        let seed = seed ?? room.seed
        perform { $0.begin(seed: seed, at: now) }
    }

    /// Plays the dealt game to its end at `now`: each turn takes the table's first set,
    /// `first` twice, then `second` once.
    func playToEnd(_ first: PlayerKey, _ second: PlayerKey, at now: Double = 1000) {
        var turn = 0
        while !room.isOver {
            let taker = turn % 3 == 2 ? second : first
            let cards = room.game.matchesOnTable[0]
            perform { room in cards.flatMap { room.choose($0, by: taker, at: now) } }
            turn += 1
        }
    }
}
