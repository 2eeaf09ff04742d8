import Foundation
import EndToEndSupport
import SetTestSupport
import Testing

/// The modes in a real terminal: Junior, the daily puzzle, test mode, and the New game
/// menu reaching a mode. Each test has its own data directory.
@Suite("Modes in a terminal (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
final class ModesEndToEndTests {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-modes-\(UUID().uuidString.prefix(8))")

    deinit {
        try? FileManager.default.removeItem(at: data)
    }

    /// Starts the game with `arguments` and its files in this test's directory.
    private func start(
        _ arguments: [String], environment: [String: String] = BoardEndToEndTests.utf8, directory name: String = "set-game"
    ) throws -> TmuxSession {
        let directory = data.appendingPathComponent(name).path
        let session = try TmuxSession(
            arguments + ["--no-animation", "--data-dir", directory], width: 100, height: 30, environment: environment
        )
        try session.waitFor(text: "F1 Board")
        return session
    }

    @Test("a bare set-game, which starts without parsing options, plays the mode remembered in XDG_DATA_HOME")
    func bareLaunch() throws {
        let directory = data.appendingPathComponent("bare")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("set-game"), withIntermediateDirectories: true)
        try Data(#"{"mode": "junior"}"#.utf8).write(to: directory.appendingPathComponent("set-game/settings.json"))
        let environment = BoardEndToEndTests.utf8.merging(["XDG_DATA_HOME": directory.path]) { $1 }
        let session = try TmuxSession([], width: 100, height: 30, environment: environment)
        let lines = try session.waitFor(text: "Deck 15")
        #expect(lines[1].contains("JUNIOR"), "\(lines.joined(separator: "\n"))")
    }

    @Test("--mode junior deals only solid cards (ASCII: every symbol filled with #, none striped with :), 15 left in the deck")
    func junior() throws {
        let session = try start(["--mode", "junior", "--seed", "3"], environment: ["LANG": "C", "LC_ALL": "C"])
        let lines = try session.waitFor("12 Junior cards") { BoardEndToEndTests.visibleLabels($0, corners: "+").count == 12 }
        #expect(lines[1].contains("Deck 15") && lines[1].contains("JUNIOR"))
        let board = lines[2..<(lines.count - 1)].joined()
        #expect(board.contains("#"))
        #expect(!board.contains(":"), "\(lines.joined(separator: "\n"))")
    }

    @Test("--mode daily --date 2026-11-22 shows its 12 cards and 6 sets to find; finding one counts it and lists it")
    func daily() throws {
        let session = try start(["--mode", "daily", "--date", "2026-11-22"])
        let lines = try session.waitFor(text: "6 sets to find")
        #expect(BoardEndToEndTests.visibleLabels(lines).count == 12)
        #expect(!lines[1].contains("Deck"))
        let labels = BoardEndToEndTests.labels(width: 100, height: 30)
        // The day's cards in slot order are 2psd 1red 2ped 1pss 3geo 1phd 3rhd 3rso 1res 3pso 2gsd 1ghs;
        // slots 0, 3 and 9 (2psd 1pss 3pso) are a set.
        try session.send(labels[0], labels[3], labels[9], literal: true)
        let after = try session.waitFor(text: "5 sets to find")
        #expect(after.joined().contains("Found 1/6"))
        #expect(after.contains { $0.contains("1 \(labels[0]) \(labels[3]) \(labels[9])") })
        try session.send(labels[9], labels[0], labels[3], literal: true)
        try session.waitFor(text: "Found already")
    }

    @Test("a daily puzzle quit after one set is offered at the next daily launch and resumes with 5 sets to find")
    func dailySaved() throws {
        let labels = BoardEndToEndTests.labels(width: 100, height: 30)
        let first = try start(["--mode", "daily", "--date", "2026-11-22"])
        try first.waitFor(text: "6 sets to find")
        try first.send(labels[0], labels[3], labels[9], literal: true)  // a set (see daily())
        try first.waitFor(text: "5 sets to find")
        try first.send("Q")
        let question = try first.waitFor(text: "Quit set-game?")
        #expect(question.joined().contains("This game is saved") && !question.joined().contains("not saved"))
        try first.send("y")
        try first.waitFor(text: "EXIT=0")
        let second = try start(["--mode", "daily", "--date", "2026-11-22"])
        try second.waitFor(text: "Resume game from")
        try second.send("y")
        let resumed = try second.waitFor(text: "Game resumed")
        #expect(resumed[1].contains("5 sets to find") && resumed[1].contains("DAILY 2026-11-22"), "\(resumed[1])")
        #expect(resumed.contains { $0.contains("1 \(labels[0]) \(labels[3]) \(labels[9])") })
    }

    @Test("a daily save of seed 0 (no puzzle that day), daily remembered: the launch tells why and sets it aside; the next is clean")
    func hostileDailySave() throws {
        let home = data.appendingPathComponent("hostile")
        let directory = home.appendingPathComponent("set-game")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"mode": "daily"}"#.utf8).write(to: directory.appendingPathComponent("settings.json"))
        let save = """
            {"version": 2, "savedAt": "2026-11-22T08:00:00Z", "content": "set", "mode": "daily", "rule": "standard", "seed": 0,
             "startedAt": 0, "elapsedSeconds": 5, "moves": [],
             "check": {"score": 0, "deck": 0, "table": 12, "discard": 0, "sets": 0, "tally": [0]}}
            """
        try Data(save.utf8).write(to: directory.appendingPathComponent("savedgame-daily.json"))
        let environment = BoardEndToEndTests.utf8.merging(["XDG_DATA_HOME": home.path]) { $1 }
        let first = try TmuxSession(["--no-animation"], width: 100, height: 30, environment: environment)
        let told = try first.waitFor(text: "cannot be resumed").joined(separator: " ")
        // The note wraps at 100 columns; each phrase checked sits on one of its lines.
        #expect(told.contains("seed 0 cannot be a game of mode daily") && told.contains("kept as savedgame-daily.json.corrupt-"), "\(told)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!files.contains("savedgame-daily.json") && files.contains { $0.hasPrefix("savedgame-daily.json.corrupt-") }, "\(files)")
        let second = try TmuxSession(["--no-animation"], width: 100, height: 30, environment: environment)
        let lines = try second.waitFor(text: "6 sets to find")
        #expect(!lines.joined().contains("cannot be resumed"), "\(lines.joined(separator: "\n"))")
    }

    @Test("--mode test and --test-mode both play test mode")
    func testMode() throws {
        for arguments in [["--mode", "test"], ["--test-mode"]] {
            let session = try start(arguments + ["--seed", "1"], directory: arguments.joined())
            let lines = try session.waitFor(text: "TEST")
            #expect(lines[1].contains("Deck 69"))
            let labels = BoardEndToEndTests.visibleLabels(lines)
            try session.send(labels[0], labels[1], labels[2], literal: true)
            try session.waitFor(text: "Sets 1")
        }
    }

    @Test("n opens the menu; j starts Junior; the next launch plays the mode last chosen and offers its save")
    func menu() throws {
        let first = try start(["--seed", "1"])
        try first.waitFor(text: "Deck 69")
        try first.send("n")
        let menu = try first.waitFor(text: "New game")
        #expect(menu.joined().contains("Junior"))
        #expect(menu.joined().contains("abandons this game"))
        try first.send("j")
        let junior = try first.waitFor(text: "JUNIOR")
        #expect(junior[1].contains("Deck 15"))
        try first.send("h")  // a move, so the game is kept
        try first.waitFor(text: "on the table")
        try first.send("Q", "y")
        try first.waitFor(text: "EXIT=0")
        let second = try start(["--seed", "1"])
        try second.waitFor(text: "Resume game from")  // the Junior game quit above, offered in Junior
        try second.send("y")
        let resumed = try second.waitFor(text: "Game resumed")
        #expect(resumed[1].contains("JUNIOR") && resumed[1].contains("Deck 15"))
    }

    @Test("--mode ultra-computer --level hard: ? teaches UltraSet; the computer takes four-card matches to the game's end")
    func ultraSetAgainstTheComputer() throws {
        let session = try start(["--mode", "ultra-computer", "--level", "hard", "--seed", "7"])
        try session.send("?", literal: true)
        try session.waitFor(text: "UltraSet: choose four cards that split into two pairs")
        try session.send("Escape")
        var over: [String] = []
        for _ in 0..<8 where over.isEmpty {
            // An arrow now and then: a player who presses nothing for a minute pauses the computer.
            try session.send("Left")
            over = (try? session.waitFor("the game's end", seconds: 15) { $0.joined().contains("Game over") }) ?? []
        }
        let text = over.joined(separator: "\n")
        #expect(text.contains("The computer wins."), "\(text)")
        #expect(over[1].contains("ULTRASET VS CPU HARD") && over[1].contains("Deck 0"), "\(over[1])")
        let sets = over[1].range(of: #"Computer (\d+)"#, options: .regularExpression).map { over[1][$0].split(separator: " ")[1] }
        #expect(sets.flatMap { Int($0) }.map { $0 >= 15 && $0 <= 20 } == true, "81 cards make at most 20 UltraSets: \(over[1])")
    }
}
