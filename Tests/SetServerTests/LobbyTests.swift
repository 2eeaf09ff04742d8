import SetFrame
import SetOnline
import SetRender
import SetTable
import SetTestSupport
import Testing
@testable import SetServer

@Suite("Lobby", .timeLimit(.minutes(1)), .takesTurns)
struct LobbyTests {
    static let room = Lobby.Listing(code: "BCDF", mode: .standard, players: ["ada", "bob"], connected: 2, isOver: false)
    static let other = Lobby.Listing(code: "GHJK", mode: .test, players: ["cy"], connected: 0, isOver: true)

    static func text(_ grid: Grid, row: Int) -> String {
        String(grid.lines[row].reversed().drop(while: { $0 == " " }).reversed())
    }

    @Test("the day's race, the listed rooms with the cursor, whether new rooms are private, the keys")
    func draw() {
        var lobby = Lobby(name: "ada")
        _ = lobby.update(.listed(rooms: [Self.room, Self.other], daily: nil), at: 0)
        let grid = lobby.draw(width: 100, height: 20)
        #expect(Self.text(grid, row: 0) == "SET online · lobby · ada")
        #expect(Self.text(grid, row: 3) == "Today's race")
        #expect(Self.text(grid, row: 4) == "  nobody yet: d starts it (the day's deal, the same for everyone)")
        #expect(Self.text(grid, row: 7) == "> BCDF  standard playing  2/2 here  ada, bob")
        #expect(Self.text(grid, row: 8) == "  GHJK  test     finished  0/1 here  cy")
        #expect(grid[2, 7].style.bold && !grid[2, 8].style.bold)
        #expect(Self.text(grid, row: 18) == "New rooms are public · p: private")
        #expect(Self.text(grid, row: 19) == " n/j/t new standard/junior/test d daily race c join by code s settings l leaderboard ? help Q leave")
        // At 60 columns the help line keeps ? and Q and drops what does not fit, whole.
        #expect(Self.text(lobby.draw(width: 60, height: 20), row: 19) == " n/j/t new standard/junior/test d daily race ? help Q leave")
        _ = lobby.update(.listed(rooms: [], daily: Lobby.Listing(code: "DAY20417", mode: .standard, players: ["bob"], connected: 1, isOver: false)), at: 0)
        #expect(Self.text(lobby.draw(width: 100, height: 20), row: 4) == "  DAY20417  standard playing  1/1 here  bob  · d: join")
        let waiting = Lobby.Listing(code: "KLMN", mode: .junior, players: ["cy"], connected: 1, isOver: false, isWaiting: true)
        _ = lobby.update(.listed(rooms: [waiting], daily: nil), at: 0)
        #expect(Self.text(lobby.draw(width: 100, height: 20), row: 7) == "> KLMN  junior   waiting  1/1 here  cy")
        #expect(Self.text(lobby.draw(width: 100, height: 20), row: 4) == "  nobody yet: d starts it (the day's deal, the same for everyone)")
        _ = lobby.update(.listed(rooms: [waiting], daily: nil, raceOver: true), at: 0)
        #expect(Self.text(lobby.draw(width: 100, height: 20), row: 4) == "  over for today: d plays its deal as practice (not rated)")
    }

    @Test("l shows the leaderboard of each rated mode with players, the player's own line marked, below the top when not in it; any key closes it")
    func leaderboard() throws {
        var lobby = Lobby(name: "cy")
        let top = (1...Leaderboard.size).map { Leaderboard.Entry(rank: $0, name: "p\($0)", rating: 1500 - $0 * 10, games: 3) }
        _ = lobby.update(.ranked([
            Leaderboard(mode: .standard, top: top, yours: Leaderboard.Entry(rank: 14, name: "cy", rating: 1190, games: 1), ranked: 20),
            Leaderboard(mode: .junior, top: [], yours: nil, ranked: 0),
            Leaderboard(mode: .ultraSet, top: [], yours: nil, ranked: 0),
        ]), at: 0)
        #expect(lobby.update(.input(.character("l")), at: 0).isEmpty)
        let rows = (0..<30).map { Self.text(lobby.draw(width: 100, height: 30), row: $0) }
        let title = try #require(rows.firstIndex { $0.contains(" Leaderboard ") })
        let left = try #require(rows[title].firstIndex(of: "┌")).utf16Offset(in: rows[title])
        let box = rows[(title + 1)...].prefix(17).map { String($0.dropFirst(left + 2)).replacingOccurrences(of: "│", with: "").trimmingCharacters(in: .whitespaces) }
        #expect(box[0] == "standard · 20 ranked")
        #expect(box[1] == "#1   p1               1490  (3 games)")
        #expect(box[11] == "…")
        #expect(box[12] == "> #14  cy               1190  (1 game)")
        #expect(box[14] == "Nobody ranked yet in junior, ultra.", "a mode nobody is ranked in takes no section")
        _ = lobby.update(.input(.character("x")), at: 0)
        #expect(!lobby.draw(width: 100, height: 30).lines.joined().contains("Leaderboard"))
    }

    @Test("g shows the player's games with their numbers and a chart of the rating after each rated game; a guest is told why none")
    func profile() throws {
        var lobby = Lobby(name: "ada")
        _ = lobby.update(.played([
            PlayedGame(id: 14, mode: .standard, endedAt: 86_400 * 20_417 + 3_600 * 4 + 60 * 7, players: 3, place: 2, sets: 9, misses: 1, ratingAfter: 1250),
            PlayedGame(id: 12, mode: .test, endedAt: 86_400 * 20_417, players: 2, place: 1, sets: 27, misses: 0, ratingAfter: nil),
            PlayedGame(id: 9, mode: .standard, endedAt: 86_400 * 20_416, players: 2, place: 1, sets: 14, misses: 0, ratingAfter: 1300),
        ]), at: 0)
        _ = lobby.update(.input(.character("g")), at: 0)
        let text = lobby.draw(width: 100, height: 30).lines.joined(separator: "\n")
        #expect(text.contains(" Your games "))
        #expect(text.contains("ada's rating in standard, over the last 2 rated games:"))
        #expect(text.contains("1300 ┤"), "the chart's top is the best rating")
        #expect(text.contains("place  sets          rating"))
        #expect(text.contains("#14   standard  2025-11-25 04:07  2/3    9, 1 wrong    1250"))
        #expect(text.contains("#9    standard  2025-11-24 00:00  1/2    14            1300"), "the ratings in one column")
        #expect(text.contains("#12   test      2025-11-25 00:00  1/2    27"))
        #expect(text.contains("replay N"))
        _ = lobby.update(.input(.character("x")), at: 0)
        #expect(!lobby.draw(width: 100, height: 30).lines.joined().contains("Your games"))
        var guest = Lobby(name: "guest-00aa")
        guest.isGuest = true
        _ = guest.update(.input(.character("g")), at: 0)
        #expect(guest.draw(width: 100, height: 30).lines.joined().contains("A guest's games are not kept with a name."))
    }

    @Test("n, j, t open public rooms until p makes them private; d is the race; Enter and w the cursor's room")
    func keys() {
        var lobby = Lobby(name: "ada")
        _ = lobby.update(.listed(rooms: [Self.room, Self.other], daily: nil), at: 0)
        #expect(lobby.update(.input(.character("j")), at: 0) == [.go(.new(.junior))])
        #expect(lobby.update(.input(.character("p")), at: 0) == [])
        #expect(lobby.update(.input(.character("t")), at: 0) == [.go(.newPrivate(.test))])
        #expect(Self.text(lobby.draw(width: 100, height: 20), row: 18).hasPrefix("New rooms are private"))
        #expect(lobby.update(.input(.character("d")), at: 0) == [.go(.daily)])
        #expect(lobby.update(.input(.key(.down)), at: 0) == [])
        #expect(lobby.update(.input(.character("w")), at: 0) == [.go(.watch("GHJK"))])
        #expect(lobby.update(.input(.key(.up)), at: 0) == [])
        #expect(lobby.update(.input(.key(.enter)), at: 0) == [.go(.join("BCDF"))])
        #expect(lobby.update(.input(.character("Q")), at: 0) == [.leave])
    }

    @Test("c then a code joins it (letters made capitals, nothing else typed); Esc gives up")
    func code() {
        var lobby = Lobby(name: "ada")
        for event: InputEvent in [.character("c"), .character("b"), .character("-"), .character("c"), .key(.backspace), .character("x")] {
            #expect(lobby.update(.input(event), at: 0) == [])
        }
        #expect(Self.text(lobby.draw(width: 100, height: 20), row: 18) == "Room code: BX_   Enter: join · Esc: cancel")
        #expect(lobby.update(.input(.character("n")), at: 0) == [])  // a letter of the code, not a new room
        #expect(lobby.update(.input(.key(.enter)), at: 0) == [.go(.join("BXN"))])
        _ = lobby.update(.input(.character("c")), at: 0)
        _ = lobby.update(.input(.key(.escape)), at: 0)
        #expect(lobby.update(.input(.character("n")), at: 0) == [.go(.new(.standard))])
    }

    @Test("a mouse press chooses a listed room; a press on the chosen one joins it")
    func mouse() {
        var lobby = Lobby(name: "ada")
        _ = lobby.update(.listed(rooms: [Self.room, Self.other], daily: nil), at: 0)
        #expect(lobby.update(.input(.mouse(x: 5, y: 8, kind: .press)), at: 0) == [])
        #expect(lobby.cursor == 1)
        #expect(lobby.update(.input(.mouse(x: 5, y: 8, kind: .press)), at: 0) == [.go(.join("GHJK"))])
        #expect(lobby.update(.input(.mouse(x: 5, y: 12, kind: .press)), at: 0) == [])
    }

    @Test("a seat waiting: said (short at 60 columns), b and the help line go back to it, the cursor moved to it once; gone when it is")
    func seatWaiting() {
        var lobby = Lobby(name: "ada")
        #expect(lobby.update(.input(.character("b")), at: 0) == [], "no seat waits")
        _ = lobby.update(.listed(rooms: [Self.room, Self.other], daily: nil), at: 0)
        #expect(Self.text(lobby.draw(width: 100, height: 20), row: 5) == "")
        _ = lobby.update(.listed(rooms: [Self.room, Self.other], daily: nil, seatWaiting: "GHJK"), at: 0)
        let grid = lobby.draw(width: 100, height: 20)
        #expect(Self.text(grid, row: 5) == "Your seat in GHJK is waiting · b: back to it")
        #expect(grid[0, 5].style.bold)
        #expect(Self.text(grid, row: 8) == "> GHJK  test     finished  0/1 here  cy")
        #expect(Self.text(grid, row: 19) == " b back to your seat  n/j/t new standard/junior/test  d daily race  c join by code  ? help  Q leave")
        let narrow = lobby.draw(width: 40, height: 20)
        #expect(Self.text(narrow, row: 5) == "Seat in GHJK waits · b: back")
        #expect(Self.text(lobby.draw(width: 60, height: 20), row: 5) == "Your seat in GHJK is waiting · b: back to it")
        #expect(lobby.update(.input(.key(.up)), at: 0) == [])
        _ = lobby.update(.listed(rooms: [Self.room, Self.other], daily: nil, seatWaiting: "GHJK"), at: 0)
        #expect(lobby.cursor == 0, "a later listing leaves the cursor where the player put it")
        #expect(lobby.update(.input(.character("b")), at: 0) == [.go(.join("GHJK"))])
        // A private room's seat is not listed: b goes back all the same.
        _ = lobby.update(.listed(rooms: [Self.room], daily: nil, seatWaiting: "BCDFGH"), at: 0)
        #expect(lobby.update(.input(.character("b")), at: 0) == [.go(.join("BCDFGH"))])
        _ = lobby.update(.listed(rooms: [Self.room], daily: nil, seatWaiting: nil), at: 0)
        #expect(Self.text(lobby.draw(width: 100, height: 20), row: 5) == "")
        #expect(Self.text(lobby.draw(width: 100, height: 20), row: 19).hasPrefix(" n/j/t"))
        #expect(lobby.update(.input(.character("b")), at: 0) == [])
    }

    @Test("? shows the lobby's keys; any key closes the box and does nothing else")
    func help() {
        var lobby = Lobby(name: "ada")
        _ = lobby.update(.listed(rooms: [Self.room], daily: nil), at: 0)
        #expect(lobby.update(.input(.character("?")), at: 0) == [])
        let rows = (0..<24).map { Self.text(lobby.draw(width: 80, height: 24), row: $0) }
        #expect(rows.contains { $0.contains(" SET online: the lobby ") })
        #expect(rows.contains { $0.contains("│ n, j, t            open a standard, junior or test room") })
        #expect(rows.contains { $0.contains("│ b                  back to the room where your seat waits") })
        #expect(lobby.update(.input(.character("n")), at: 0) == [])  // closes the help, opens no room
        #expect(!lobby.showsHelp)
        #expect(lobby.update(.input(.character("n")), at: 0) == [.go(.new(.standard))])
    }

    @Test("s opens the settings box: ↓ and → change the theme, Enter keeps them; Esc forgets changes")
    func settings() {
        var lobby = Lobby(name: "ada", settings: PlayerSettings(keyboard: .azerty), keepsSettings: true)
        #expect(Self.text(lobby.draw(width: 120, height: 20), row: 2)
            == "Your settings: azerty keys · classic cards · standard colors (kept with your key) · s: change")
        #expect(Self.text(lobby.draw(width: 80, height: 20), row: 2) == "Settings: azerty · classic · standard · s: change")
        #expect(lobby.update(.input(.character("s")), at: 0) == [])
        let box = (0..<20).map { Self.text(lobby.draw(width: 80, height: 20), row: $0) }
        #expect(box.contains { $0.contains("│ > Keyboard  ‹ azerty ›") })
        #expect(box.contains { $0.contains("│   Theme     ‹ classic ›") })
        #expect(lobby.update(.input(.key(.down)), at: 0) == [])
        #expect(lobby.update(.input(.key(.right)), at: 0) == [])
        #expect(lobby.update(.input(.character("n")), at: 0) == [])  // no room opens while the box is open
        let chosen = PlayerSettings(keyboard: .azerty, themeName: "symbols")
        #expect(lobby.update(.input(.key(.enter)), at: 0) == [.keep(chosen)])
        #expect(lobby.settings == chosen && lobby.settingsEditor == nil)
        _ = lobby.update(.input(.character("s")), at: 0)
        _ = lobby.update(.input(.key(.left)), at: 0)
        #expect(lobby.update(.input(.key(.escape)), at: 0) == [])
        #expect(lobby.settings == chosen)
        #expect(lobby.update(.input(.character("n")), at: 0) == [.go(.new(.standard))])
    }
}
