import SetCore
import SetFrame
import SetOnline
import SetProgram
import SetRender
import SetTable

/// A finished online game replayed on one player's terminal (`ssh HOST replay ID`, N7): the
/// room as it stood after each take or miss, rebuilt from the game's seed and the server's
/// log, drawn as a watcher sees a room. Space plays and pauses, ← and → step, Home and End
/// go to the start and the end, Q goes back to the lobby.
public struct ReplayProgram: SessionProgram {
    /// The game's number in the records.
    public let id: Int64
    /// The game as recorded.
    public let game: RecordedGame
    /// How many takes and misses have been replayed.
    public private(set) var step = 0
    /// Whether it plays by itself.
    public private(set) var isPlaying = true
    /// The room as it stood after ``step`` moves.
    public private(set) var room: Room
    public private(set) var terminal: RemoteTerminal
    private let painter: CardPainter
    private let moves: [RoomEntry]
    private var lastStepAt: Double
    private var now: Double

    /// Seconds between two moves while it plays.
    public static let pace = 0.8

    /// What a replay is told.
    public enum Message {
        case input(InputEvent)
        case tick
    }

    /// What a replay asks of its driver.
    public enum Effect: Hashable, Sendable {
        /// Back to the lobby (`Q`).
        case backToLobby
        /// End the session (Ctrl-C).
        case quit
    }

    public static var tick: Message { .tick }

    /// Game `id`, `game`, replayed from its start on `terminal` with `settings`, from `now`.
    public init(id: Int64, game: RecordedGame, terminal: RemoteTerminal, settings: PlayerSettings = PlayerSettings(), at now: Double) {
        self.id = id
        self.game = game
        self.terminal = terminal
        self.painter = CardPainter(theme: settings.cardTheme, colorMode: terminal.colorMode)
        self.moves = game.log.filter(\.isPlayersMove)
        self.now = now
        self.lastStepAt = now
        self.room = Self.room(of: game, steps: 0)
    }

    /// How many takes and misses the game has.
    public var length: Int { moves.count }

    public var nextWakeUp: Double? {
        isPlaying && step < length ? lastStepAt + Self.pace : nil
    }

    public mutating func update(_ message: Message, at now: Double) -> [Effect] {
        self.now = now
        switch message {
        case .tick:
            if let due = nextWakeUp, due <= now { go(to: step + 1) }
        case .input(let event):
            switch event {
            case .resize(let width, let height): terminal.resize(width: width, height: height)
            case .character(" "): isPlaying = step < length ? !isPlaying : false
            case .key(.right): pause(at: step + 1)
            case .key(.left): pause(at: step - 1)
            case .key(.home): pause(at: 0)
            case .key(.end): pause(at: length)
            case .character("Q"): return [.backToLobby]
            case .interrupt: return [.quit]
            default: break
            }
        }
        return []
    }

    public func view() -> Grid {
        var screen = RoomScreen(room: room, code: "#\(id)", viewer: PlayerKey("replay"), cursor: nil, note: note, painter: painter)
        screen.replay = true
        screen.commands = [("Space", isPlaying ? "pause" : "play"), ("←→", "step"), ("Home End", "start, end"), ("Q", "lobby")]
        return screen.draw(width: terminal.width, height: terminal.height)
    }

    /// What the last move was, and where the replay stands.
    private var note: StatusNote {
        let place = "replay \(step)/\(length)" + (isPlaying ? "" : ", paused")
        guard step > 0 else { return StatusNote("\(place) · Space plays, ←→ step") }
        let names = Dictionary(game.results.map { ($0.player, $0.name) }, uniquingKeysWith: { first, _ in first })
        let clock = Self.clock(moves[step - 1].at - game.startedAt)
        switch moves[step - 1] {
        case .took(let player, _, _): return StatusNote("\(place) · \(clock) \(names[player] ?? "someone") took a set", short: place)
        case .missed(let player, _, _): return StatusNote("\(place) · \(clock) \(names[player] ?? "someone"): not a set", short: place)
        case .dealt: return StatusNote(place)
        }
    }

    /// Goes to `target` moves and stops playing.
    private mutating func pause(at target: Int) {
        isPlaying = false
        go(to: target)
    }

    private mutating func go(to target: Int) {
        let target = min(max(target, 0), length)
        if target == step + 1 { room.replay(moves[step]) } else { room = Self.room(of: game, steps: target) }
        step = target
        lastStepAt = now
    }

    private static func room(of game: RecordedGame, steps: Int) -> Room {
        Room.replayed(
            variant: game.mode, seed: game.seed, startedAt: game.startedAt, players: game.results.map { ($0.player, $0.name) }, log: game.log,
            steps: steps)
    }

    /// `m:ss` into the game.
    private static func clock(_ seconds: Double) -> String {
        let whole = max(Int(seconds), 0)
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }
}
