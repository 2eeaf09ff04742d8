import SetCore
import SetFrame
import SetOnline
import SetRender
import SetTable
import SetTestSupport
import Testing
@testable import SetServer

/// A whole ssh session as a value: the name prompt, the lobby and a room, and the ways
/// between them, each answer of the records or the hub a message — no channel needed.
@Suite("Online session program: screens and the ways between them", .timeLimit(.minutes(1)), .takesTurns)
struct OnlineSessionTests {
    static let terminal = RemoteTerminal(width: 100, height: 30, term: "xterm")

    static func text(_ grid: Grid, row: Int) -> String {
        String(grid.lines[row].reversed().drop(while: { $0 == " " }).reversed())
    }

    static func type(_ text: String, into session: inout OnlineSession) -> [OnlineSession.Effect] {
        TestViewer.events(text).flatMap { session.update(.input($0), at: 0) }
    }

    @Test("an account's first visit: looked up, asked a name, told it is taken, registered, then the lobby with its kept settings")
    func firstVisit() {
        var session = OnlineSession(
            identity: .account(fingerprint: "SHA256:ada", name: "ada"), command: nil, terminal: Self.terminal, keepsRecords: true)
        #expect(session.update(.start, at: 0) == [.lookUp])
        #expect(session.update(.found(name: nil, settings: PlayerSettings(keyboard: .azerty)), at: 0) == [.showScreen])
        #expect(Self.text(session.view(), row: 6) == "  > ada_")
        #expect(Self.type("\r", into: &session) == [.register("ada")])
        #expect(Self.type("x", into: &session).isEmpty, "keys wait for the records' answer")
        #expect(session.update(.registered("ada", false), at: 0).isEmpty)
        #expect(Self.text(session.view(), row: 8) == "  ada is taken, or a name that looks like it; try another.")
        #expect(Self.type("\u{7F}\u{7F}\u{7F}eve\r", into: &session) == [.register("eve")])
        #expect(session.update(.registered("eve", true), at: 0) == [.listRooms, .readRatings])
        #expect(session.isInLobby && session.identity.name == "eve")
        let lobby = session.view()
        #expect(Self.text(lobby, row: 0) == "SET online · lobby · eve")
        #expect(Self.text(lobby, row: 2).hasPrefix("Your settings: azerty keys"))
    }

    @Test("a command line's room: entered once the name is known, shown then; Q goes back to the lobby, where Q ends with status 0")
    func commandLineRoom() {
        var session = OnlineSession(
            identity: .account(fingerprint: "SHA256:ada", name: "ada"), command: .join("BCDF"), terminal: Self.terminal, keepsRecords: true)
        #expect(session.update(.start, at: 0) == [.lookUp])
        #expect(session.update(.found(name: "ada", settings: nil), at: 0) == [.enter(.join("BCDF"))])
        var room = Room(variant: .test, seed: 3, at: 0)
        _ = room.join(PlayerKey("SHA256:ada"), name: "ada")
        #expect(session.update(.entered(code: "BCDF", access: .listed, room: room, ratings: [:], spectator: false), at: 0) == [.showScreen])
        #expect(Self.text(session.view(), row: 0).hasPrefix("SET online · room BCDF · test"))
        #expect(session.nextWakeUp != nil, "the deal is animated")
        #expect(Self.type("Q", into: &session) == [.leaveRoom, .listRooms, .readRatings])
        #expect(session.isInLobby)
        #expect(Self.text(session.view(), row: 0) == "SET online · lobby · ada")
        #expect(Self.type("Q", into: &session) == [.end(status: 0, saying: nil)])
    }

    @Test("a way back: Q in a room lists the lobby, which says the seat waits; b or Enter on it go back; Ctrl-C in a room quits")
    func wayBack() {
        var session = OnlineSession(
            identity: .account(fingerprint: "SHA256:ada", name: "ada"), command: nil, terminal: Self.terminal, keepsRecords: false)
        #expect(session.update(.start, at: 0) == [.showScreen, .listRooms])
        var room = Room(variant: .test, seed: 3, at: 0)
        _ = room.join(PlayerKey("SHA256:ada"), name: "ada")
        #expect(session.update(.entered(code: "BCDF", access: .listed, room: room, ratings: [:], spectator: false), at: 0).isEmpty)
        #expect(Self.type("Q", into: &session) == [.leaveRoom, .listRooms], "a lobby again, no screen taken twice")
        let rooms = [
            Lobby.Listing(code: "BBBB", mode: .standard, players: ["cy"], connected: 1, isOver: false),
            Lobby.Listing(code: "BCDF", mode: .test, players: ["ada", "bob"], connected: 1, isOver: false),
        ]
        _ = session.update(.lobby(.listed(rooms: rooms, daily: nil, seatWaiting: "BCDF")), at: 0)
        let lobby = session.view()
        #expect(Self.text(lobby, row: 5) == "Your seat in BCDF is waiting · b: back to it")
        #expect(Self.text(lobby, row: Lobby.listTop + 1) == "> BCDF  test     playing  1/2 here  ada, bob", "the cursor on the seat's room")
        #expect(Self.text(lobby, row: 29).hasPrefix(" b back to your seat  n/j/t new standard/junior/test"))
        #expect(Self.type("\r", into: &session) == [.enter(.join("BCDF"))])
        #expect(Self.type("\u{1B}[A", into: &session).isEmpty)
        #expect(Self.type("b", into: &session) == [.enter(.join("BCDF"))], "b goes back wherever the cursor is")
        #expect(session.update(.entered(code: "BCDF", access: .listed, room: room, ratings: [:], spectator: false), at: 0).isEmpty)
        #expect(!session.isInLobby)
        #expect(session.update(.input(.interrupt), at: 0) == [.end(status: 0, saying: nil)])
    }

    @Test("a guest: straight to the lobby, nothing looked up; settings used, not kept; n opens a room; Q ends")
    func guest() {
        var generator = SplitMix64(seed: 1)
        var session = OnlineSession(identity: .guest(using: &generator), command: nil, terminal: Self.terminal, keepsRecords: true)
        #expect(session.update(.start, at: 0) == [.showScreen, .listRooms])
        #expect(Self.type("s\u{1B}[C\r", into: &session).isEmpty)
        #expect(session.settings.keyboard != PlayerSettings().keyboard)
        #expect(Self.type("n", into: &session) == [.enter(.new(.standard))])
        #expect(Self.type("Q", into: &session) == [.end(status: 0, saying: nil)])
    }

    @Test("the lobby: settings chosen are kept with the key, and it says so when the records could not")
    func lobbySettings() {
        var session = OnlineSession(
            identity: .account(fingerprint: "SHA256:ada", name: "ada"), command: nil,
            terminal: RemoteTerminal(width: 160, height: 30, term: "xterm"), keepsRecords: true)
        _ = session.update(.start, at: 0)
        _ = session.update(.found(name: "ada", settings: nil), at: 0)
        let listed = Lobby.Listing(code: "GHJK", mode: .junior, players: ["bob"], connected: 1, isOver: false)
        _ = session.update(.lobby(.listed(rooms: [listed], daily: nil)), at: 0)
        #expect(Self.text(session.view(), row: Lobby.listTop) == "> GHJK  junior   playing  1/1 here  bob")
        #expect(Self.type("s\u{1B}[C\r", into: &session) == [.keep(PlayerSettings(keyboard: .azerty))])
        _ = session.update(.lobby(.settingsNotKept), at: 0)
        #expect(Self.text(session.view(), row: 2).contains("not kept: the records are away"))
        #expect(Self.type("\r", into: &session) == [.enter(.join("GHJK"))])
    }

    @Test("a room that cannot be entered: from the lobby, told there until the next key; from a command line, the end with status 1")
    func refused() {
        var session = OnlineSession(
            identity: .account(fingerprint: "SHA256:ada", name: "ada"), command: nil, terminal: Self.terminal, keepsRecords: false)
        _ = session.update(.start, at: 0)
        #expect(Self.type("cbcdf\r", into: &session) == [.enter(.join("BCDF"))])
        #expect(session.update(.refused("no room BCDF; ask its players for the code in their title line"), at: 0).isEmpty)
        #expect(session.isInLobby)
        #expect(Self.text(session.view(), row: 28) == "no room BCDF; ask its players for the code in their title line")
        #expect(Self.type("\u{1B}[B", into: &session).isEmpty)
        #expect(Self.text(session.view(), row: 28) == "New rooms are public · p: private")
        var command = OnlineSession(
            identity: .account(fingerprint: "SHA256:ada", name: "ada"), command: .join("BCDF"), terminal: Self.terminal, keepsRecords: false)
        #expect(command.update(.start, at: 0) == [.enter(.join("BCDF"))])
        #expect(command.update(.refused("no room BCDF"), at: 0) == [.end(status: 1, saying: "no room BCDF")])
    }

    @Test("a resize in the lobby carries into the room entered after it")
    func resize() {
        var session = OnlineSession(
            identity: .account(fingerprint: "SHA256:ada", name: "ada"), command: nil, terminal: Self.terminal, keepsRecords: false)
        _ = session.update(.start, at: 0)
        _ = session.update(.input(.resize(width: 120, height: 40)), at: 0)
        #expect(session.view().width == 120 && session.view().height == 40)
        #expect(session.update(.entered(code: "BCDF", access: .listed, room: Room(variant: .test, seed: 3, at: 0), ratings: [:], spectator: true), at: 0).isEmpty)
        #expect(session.view().width == 120 && session.view().height == 40)
    }
}
