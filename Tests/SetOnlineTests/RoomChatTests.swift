import SetCore
import SetTestSupport
import Testing
@testable import SetOnline

@Suite("Room chat", .timeLimit(.minutes(1)), .takesTurns)
struct RoomChatTests {
    typealias F = RoomFixtures

    @Test("a player and a spectator say lines; the room keeps them in order with who said them")
    func said() {
        var room = F.twoPlayerRoom()
        let watcher = PlayerKey("guest-00aa")
        _ = room.watch(watcher)
        #expect(room.say("nice one", by: F.ada, name: "ada") == [.said(F.ada, "nice one")])
        #expect(room.say("  go bob  ", by: watcher, name: "guest-00aa") == [.said(watcher, "go bob")])
        #expect(room.chat.filter { !$0.isAnnouncement } == [
            ChatLine(player: F.ada, name: "ada", text: "nice one"),
            ChatLine(player: watcher, name: "guest-00aa", text: "go bob"),
        ])
    }

    @Test("control characters and bidirectional overrides are removed and the length is bounded")
    func plain() {
        var room = F.twoPlayerRoom()
        _ = room.say("\u{1B}[2Jhi\u{07}\u{202E}there\u{9B}" + String(repeating: "x", count: 500), by: F.bob, name: "bob")
        let text = room.chat.last?.text ?? ""
        #expect(text.hasPrefix("[2Jhithere"))
        #expect(text.count == PlainText.chatLimit)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x202E || $0.value == 0x9B })
    }

    @Test("nothing is said when nothing printable is left, or by someone not in the room or gone")
    func refused() {
        var room = F.twoPlayerRoom()
        #expect(room.say(" \u{01}\u{7F} ", by: F.ada, name: "ada").isEmpty)
        #expect(room.say("hello", by: PlayerKey("stranger"), name: "x").isEmpty)
        _ = room.leave(F.bob)
        #expect(room.say("hello", by: F.bob, name: "bob").isEmpty)
        #expect(room.chat.allSatisfy { $0.isAnnouncement })
    }

    @Test("only the last lines are kept")
    func bounded() {
        var room = F.twoPlayerRoom()
        for n in 0..<(Room.chatKept + 5) { _ = room.say("line \(n)", by: F.ada, name: "ada") }
        #expect(room.chat.count == Room.chatKept)
        #expect(room.chat.first?.text == "line 5")
        #expect(room.chat.last?.text == "line \(Room.chatKept + 4)")
    }
}
