import Foundation
import SetApp
import SetCore
import SetRender
import EndToEndSupport
import SetTable
import SetTestSupport
import Testing

/// The real binary in a real terminal (tmux): what a player sees and does.
@Suite("Playing in a terminal (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct BoardEndToEndTests {
    static let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]

    /// The labels of a first deal of 12 cards at `width` × `height`, in slot order.
    static func labels(width: Int = 80, height: Int = 24, cards: Int = 12) -> [String] {
        let layout = BoardGeometry(width: width, height: height, cardCount: cards).layout!
        return KeyboardLayout.qwerty.labels(rows: layout.rows, columns: layout.columns)
    }

    /// Key labels visible on card borders, in reading order (pile counts are digits, never labels).
    static func visibleLabels(_ lines: [String], corners: String = "┌╭┏╔") -> [String] {
        lines.flatMap { line -> [String] in
            let characters = Array(line)
            return characters.indices.compactMap { index in
                guard index + 4 < characters.count, corners.contains(characters[index]), characters[index + 1] == " ",
                    characters[index + 3] == " ", "─━═┅┄-=*~.".contains(characters[index + 4]), !characters[index + 2].isNumber
                else { return nil }
                return String(characters[index + 2])
            }
        }
    }

    static func start(_ arguments: [String] = ["--seed", "1", "--no-animation"], width: Int = 80, height: Int = 24) throws -> TmuxSession {
        let session = try TmuxSession(arguments, width: width, height: height, environment: utf8)
        try session.waitFor(text: "Deck 69")
        return session
    }

    @Test("the first deal shows 12 labelled cards and the status line")
    func firstDeal() throws {
        let session = try BoardEndToEndTests.start()
        let lines = try session.waitFor("12 cards") { BoardEndToEndTests.visibleLabels($0).count == 12 }
        #expect(Set(BoardEndToEndTests.visibleLabels(lines)) == Set(BoardEndToEndTests.labels()))
        #expect(lines[1].contains("Sets 0"))
        #expect(lines[1].contains("Score 0"))
        #expect(lines.last { !$0.isEmpty }?.contains("Space deal 3") == true)
    }

    @Test("three keys of a set on the table score it")
    func scoreASet() throws {
        let game = MatchingGame<SetCard>(seed: 1)
        let set = try #require(game.matchesOnTable.first)
        let labels = BoardEndToEndTests.labels()
        let session = try BoardEndToEndTests.start()
        for card in set { try session.send(labels[game.slot(of: card)!]) }
        let lines = try session.waitFor(text: "Set! +")
        #expect(lines[1].contains("Sets 1"))
        #expect(BoardEndToEndTests.visibleLabels(lines, corners: "╔").count == 3)
    }

    @Test("Space deals 3 more: 15 cards, 66 in the deck")
    func dealThree() throws {
        let session = try BoardEndToEndTests.start()
        try session.send("Space")
        let lines = try session.waitFor(text: "Deck 66")
        let shown = try session.waitFor("15 cards") { BoardEndToEndTests.visibleLabels($0).count == 15 }
        #expect(Set(BoardEndToEndTests.visibleLabels(shown)) == Set(BoardEndToEndTests.labels(cards: 15)))
        #expect(lines[1].contains("Deck 66"))
    }

    @Test("h tells how many sets, then marks one: the dotted border is on exactly its cards")
    func hint() throws {
        var game = MatchingGame<SetCard>(seed: 1)
        let sets = game.matchesOnTable.count
        game.requestHint(at: 0)
        game.requestHint(at: 0)
        let hinted = Set(game.hinted.map { game.slot(of: $0)! })
        let session = try BoardEndToEndTests.start()
        try session.send("h")
        try session.waitFor(text: sets == 1 ? "1 set on the table" : "\(sets) sets on the table")
        try session.send("h")
        let lines = try session.waitFor(text: "Hint:")
        #expect(hinted.count == 3)
        let frames = BoardGeometry(width: 80, height: 24, cardCount: 12).layout!.frames
        for (slot, frame) in frames.enumerated() {
            let row = Array(lines[frame.maxY - 1].padding(toLength: 80, withPad: " ", startingAt: 0))
            let bottom = String(row[frame.x..<frame.maxX])
            let edge = hinted.contains(slot) ? "┄" : "─"
            #expect(bottom == "└" + String(repeating: edge, count: frame.width - 2) + "┘", "card \(slot)")
        }
    }

    @Test("a mouse click chooses the card under it")
    func mouseClick() throws {
        let session = try BoardEndToEndTests.start()
        let lines = try session.screen()
        let row = try #require(lines.firstIndex { $0.contains("┌ s ─") })
        let column = Array(lines[row]).firstIndex(of: "s")!
        try session.click(x: column, y: row + 2)
        try session.waitFor(text: "┏ s ━")
    }

    @Test("resizing reflows the cards, and a tiny terminal says so and recovers")
    func resize() throws {
        let session = try BoardEndToEndTests.start()
        try session.resize(width: 60, height: 20)
        let small = try session.waitFor("12 cards at 60×20") { $0.count == 20 && BoardEndToEndTests.visibleLabels($0).count == 12 }
        #expect(small.allSatisfy { $0.count <= 60 })
        try session.resize(width: 30, height: 10)
        try session.waitFor(text: "Terminal too small")
        try session.resize(width: 80, height: 24)
        let back = try session.waitFor("12 cards at 80×24") { BoardEndToEndTests.visibleLabels($0).count == 12 && !$0.joined().contains("too small") }
        #expect(Set(BoardEndToEndTests.visibleLabels(back)) == Set(BoardEndToEndTests.labels()))
    }

    @Test("SIGTERM on the Scores tab, with no key pressed after: saved, terminal restored, exit 143")
    func terminateOnScores() throws {
        let session = try BoardEndToEndTests.start()
        try session.send("Space")
        try session.waitFor(text: "Deck 66")
        try session.send("F2")
        try session.waitFor(text: "No finished standard games yet")
        kill(try session.gamePID(), SIGTERM)
        let lines = try session.waitFor(text: "EXIT=143", seconds: 5)
        #expect(!lines.joined().contains("No finished standard games yet"))
        #expect(FileManager.default.fileExists(atPath: session.dataDirectory.appendingPathComponent("set-game/savedgame.json").path))
    }

    @Test("TERM=dumb (no cursor addressing): one line that says so, exit 2, nothing drawn")
    func dumbTerminal() throws {
        let session = try TmuxSession(["--seed", "1"], environment: ["TERM": "dumb"])
        let lines = try session.waitFor(text: "EXIT=2")
        #expect(lines.filter { !$0.isEmpty } == ["set-game: TERM=dumb cannot move the cursor; try TERM=xterm-256color.", "EXIT=2"])
    }

    @Test("--layout azerty labels the cards from the AZERTY keyboard, and its keys choose them")
    func azerty() throws {
        let session = try BoardEndToEndTests.start(["--seed", "1", "--no-animation", "--layout", "azerty", "--theme", "symbols"])
        let lines = try session.waitFor("12 cards") { BoardEndToEndTests.visibleLabels($0).count == 12 }
        #expect(BoardEndToEndTests.visibleLabels(lines) == ["a", "z", "e", "r", "q", "s", "d", "f", "w", "x", "c", "v"])
        try session.send("w")
        try session.waitFor(text: "┏ w ━")
    }

    @Test("without a UTF-8 locale everything is ASCII")
    func asciiFallback() throws {
        let session = try TmuxSession(["--seed", "1", "--no-animation"], environment: ["LANG": "C", "LC_ALL": "C"])
        let lines = try session.waitFor(text: "Deck 69")
        let labels = try session.waitFor("12 ASCII cards") { BoardEndToEndTests.visibleLabels($0, corners: "+").count == 12 }
        #expect(labels.joined().allSatisfy { $0.isASCII })
        #expect(lines[1].contains("Score 0"))
    }
}

@Suite("Colors in a terminal (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct ColorEndToEndTests {
    @Test("a 256-color terminal gets the 256-color palette")
    func palette256() throws {
        let session = try BoardEndToEndTests.start()
        let styled = try session.screen(escapes: true).joined()
        let colors = Set(MatchingGame<SetCard>(seed: 1).table.map(\.content.color))
        #expect(colors.count == 3)
        for (color, code) in zip(TriValue.allCases, ["38;5;196", "38;5;34", "38;5;129"]) {
            #expect(styled.contains(code), "color \(color) as \(code)")
        }
    }

    @Test("NO_COLOR: no colors at all, and each card names its color on its bottom border")
    func monochrome() throws {
        var environment = BoardEndToEndTests.utf8
        environment["NO_COLOR"] = "1"
        let session = try TmuxSession(["--seed", "1", "--no-animation"], environment: environment)
        let lines = try session.waitFor(text: "Deck 69")
        let styled = try session.screen(escapes: true).joined()
        #expect(!styled.contains("38;5;"))
        #expect(!styled.contains("[31m") && !styled.contains("[32m") && !styled.contains("[35m"))
        let names = lines.map { line in ["─ red ─", "─ green ─", "─ purple ─"].reduce(0) { $0 + line.components(separatedBy: $1).count - 1 } }
        #expect(names.reduce(0, +) == 12)
    }
}

@Suite("Job control and crashes in a terminal (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct JobControlEndToEndTests {
    /// An interactive bash in tmux, at its prompt, with the game started from it.
    private func startFromShell() throws -> TmuxSession {
        let session = try TmuxSession.interactiveShell()
        try session.waitFor(text: "prompt$")
        try session.send(session.gameCommand(["--seed", "1", "--no-animation"], BoardEndToEndTests.utf8), literal: true)
        try session.send("Enter")
        try session.waitFor(text: "Deck 69")
        return session
    }

    /// Waits for the shell's prompt on the last line that has text.
    @discardableResult
    private func waitForPrompt(_ session: TmuxSession) throws -> [String] {
        try session.waitFor("the prompt") { $0.last { !$0.isEmpty }?.hasPrefix("prompt$") == true }
    }

    @Test("Ctrl-Z gives the shell back (stopped, echo on); fg redraws the board and the keys work again")
    func suspendAndResume() throws {
        let session = try startFromShell()
        try session.send("C-z")
        let stopped = try session.waitFor(text: "Stopped")
        #expect(!stopped.joined().contains("Deck 69"))
        try session.send("stty -a | tr ' ;' '\\n\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '; echo", literal: true)
        try session.send("Enter")
        try session.waitFor(text: "icanon echo")
        try session.send("fg", literal: true)
        try session.send("Enter")
        try session.waitFor("the board to come back") { BoardEndToEndTests.visibleLabels($0).count == 12 }
        try session.send("Up")
        try session.send("s")
        try session.waitFor(text: "┏ s ━")
        try session.send("Q", "y")
        let after = try waitForPrompt(session)
        #expect(!after.joined().contains("┏ s ━"))
    }

    @Test("a terminal resized while the game is stopped: fg lays the board out for the new size")
    func resizeWhileStopped() throws {
        let session = try startFromShell()
        try session.send("C-z")
        try session.waitFor(text: "Stopped")
        try session.resize(width: 60, height: 20)
        try session.send("fg", literal: true)
        try session.send("Enter")
        // At 60 × 20 the tab keys end the status line, on top (issue 41: the cards take the bar's row).
        let back = try session.waitFor("12 cards at 60×20, the tab keys on top") {
            $0.count == 20 && BoardEndToEndTests.visibleLabels($0).count == 12 && $0.first?.contains("F1│F2│F3│F4│F5") == true
        }
        #expect(back.allSatisfy { $0.count <= 60 })
        #expect(Set(BoardEndToEndTests.visibleLabels(back)) == Set(BoardEndToEndTests.labels()))
        try session.send("Q", "y")
        try waitForPrompt(session)
    }

    @Test("frames go out without output processing (-opost) while the game plays; quitting gives the shell opost back")
    func outputProcessing() throws {
        let session = try startFromShell()
        let pid = try session.gamePID()
        let terminal = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/1")
        func outputFlags() throws -> [String] {
            try ChildProcess.run(["stty", "-a", "-F", terminal]).output.split(whereSeparator: { " ;\n".contains($0) })
                .map(String.init).filter { $0 == "opost" || $0 == "-opost" }
        }
        #expect(try outputFlags() == ["-opost"])
        try session.send("Q", "y")
        try waitForPrompt(session)
        #expect(try outputFlags() == ["opost"])
    }

    @Test("a crash (SIGSEGV) gives the terminal back: the prompt on the normal screen, echo on, no question asked")
    func crash() throws {
        let session = try startFromShell()
        kill(try session.gamePID(), SIGSEGV)
        let after = try waitForPrompt(session)
        #expect(!after.joined().contains("Deck 69"))
        try session.send("echo typed-$((6*7))", literal: true)
        try session.send("Enter")
        let echoed = try session.waitFor(text: "typed-42")
        #expect(echoed.contains { $0.contains("echo typed-$((6*7))") }, "what is typed shows (echo on)")
    }
}
