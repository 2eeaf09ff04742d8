import SetFrame
import SetOnline
import SetRender
import SetTestSupport
import Testing
@testable import SetServer

/// A room on another node in this node's lobby: listed with the command that joins it
/// there, and not joinable here (SSH has no redirect).
@Suite("lobby: rooms on other nodes", .timeLimit(.minutes(1)), .takesTurns)
struct LobbyElsewhereTests {
    static let here = Lobby.Listing(code: "BCDF", mode: .standard, players: ["ada"], connected: 1, isOver: false)
    static let there = Lobby.Listing(
        code: "GHJK", mode: .junior, players: ["bob", "cy"], connected: 2, isOver: false, joinCommand: "ssh -t -p 2201 a.example join GHJK")

    @Test("the line of a room elsewhere ends with the exact ssh command; a local room's has none")
    func drawn() {
        var lobby = Lobby(name: "eve")
        _ = lobby.update(.listed(rooms: [Self.here, Self.there], daily: nil), at: 0)
        let lines = lobby.draw(width: 100, height: 12).lines
        #expect(lines[Lobby.listTop] == "> BCDF  standard playing  1/1 here  ada" + String(repeating: " ", count: 61))
        let expected = "  GHJK  junior   playing  2/2 here  bob, cy  elsewhere: ssh -t -p 2201 a.example join GHJK"
        #expect(lines[Lobby.listTop + 1] == expected + String(repeating: " ", count: 100 - expected.count))
    }

    @Test("a line too long for the screen shortens its names, or leaves them out, before the command that joins the room there")
    func commandBeforeNames() {
        let many = Lobby.Listing(
            code: "GHJK", mode: .junior, players: ["bob", "cy", "dora", "eliza", "frank"], connected: 5, isOver: false,
            joinCommand: "ssh -t -p 2222 b.example.org join GHJK")
        let race = Lobby.Listing(
            code: "DAY20786", mode: .standard, players: ["guest-f6d0"], connected: 1, isOver: false, isWaiting: true, isDaily: true,
            joinCommand: "ssh -t -p 22530 127.0.0.1 join DAY20786")
        var lobby = Lobby(name: "eve")
        _ = lobby.update(.listed(rooms: [many], daily: race), at: 0)
        let wide = lobby.draw(width: 100, height: 12).lines
        #expect(wide[Lobby.listTop] == "> GHJK  junior   playing  5/5 here  bob, cy, dor…  elsewhere: ssh -t -p 2222 b.example.org join GHJK")
        // Today's race elsewhere: d says the command too, so the line ends with the command alone.
        #expect(wide[4] == "  DAY20786  standard waiting  1/1 here  guest-f…  elsewhere: ssh -t -p 22530 127.0.0.1 join DAY20786")
        let wider = "  DAY20786  standard waiting  1/1 here  guest-f6d0  elsewhere: ssh -t -p 22530 127.0.0.1 join DAY20786"
        #expect(lobby.draw(width: 120, height: 12).lines[4] == wider + String(repeating: " ", count: 120 - wider.count))
        // Too narrow even without names: they are left out (Enter then says the whole command).
        #expect(lobby.draw(width: 80, height: 12).lines[Lobby.listTop] == "> GHJK  junior   playing  5/5 here  elsewhere: ssh -t -p 2222 b.example.org join")
    }

    @Test("Enter and w on a room elsewhere stay in the lobby; on a local room they join and watch")
    func keys() {
        var lobby = Lobby(name: "eve")
        _ = lobby.update(.listed(rooms: [Self.here, Self.there], daily: nil), at: 0)
        #expect(lobby.update(.input(.key(.enter)), at: 0) == [.go(.join("BCDF"))])
        #expect(lobby.update(.input(.key(.down)), at: 0) == [])
        #expect(lobby.update(.input(.key(.enter)), at: 0) == [])
        #expect(lobby.update(.input(.character("w")), at: 0) == [])
        // A press on the chosen room elsewhere does not join it either.
        #expect(lobby.update(.input(.mouse(x: 4, y: Lobby.listTop + 1, kind: .press)), at: 0) == [])
    }

    @Test("Enter on a room elsewhere says, on the row above the keys, how to join it there; the next key clears it")
    func enterSaysHow() {
        var lobby = Lobby(name: "eve")
        _ = lobby.update(.listed(rooms: [Self.here, Self.there], daily: nil), at: 0)
        let row = 12 - 2
        let before = lobby.draw(width: 100, height: 12).lines[row]
        #expect(before.hasPrefix("New rooms are public"))
        _ = lobby.update(.input(.key(.down)), at: 0)
        _ = lobby.update(.input(.key(.enter)), at: 0)
        let said = "GHJK is on another node: Q leaves, then join it there:  ssh -t -p 2201 a.example join GHJK"
        let grid = lobby.draw(width: 100, height: 12)
        #expect(grid.lines[row] == said + String(repeating: " ", count: 100 - said.count))
        #expect(grid[0, row].style.bold)
        let narrow = "On another node:  ssh -t -p 2201 a.example join GHJK"
        #expect(lobby.draw(width: 80, height: 12).lines[row] == narrow + String(repeating: " ", count: 80 - narrow.count))
        _ = lobby.update(.input(.key(.up)), at: 0)
        #expect(lobby.draw(width: 100, height: 12).lines[row] == before)
        // Enter on a room here joins it, with nothing said.
        #expect(lobby.update(.input(.key(.enter)), at: 0) == [.go(.join("BCDF"))])
        #expect(lobby.note == nil)
    }
}
