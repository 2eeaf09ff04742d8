import SetTable
import SetTestSupport
import Testing
import SetOnline
@testable import SetServer

@Suite("Listen address and session commands", .timeLimit(.minutes(1)), .takesTurns)
struct ListenAddressTests {
    @Test("HOST:PORT, [IPv6]:PORT and a bare port; anything else refused")
    func parsing() {
        #expect(ListenAddress(parsing: "127.0.0.1:2222") == ListenAddress(host: "127.0.0.1", port: 2222))
        #expect(ListenAddress(parsing: "0.0.0.0:0") == ListenAddress(host: "0.0.0.0", port: 0))
        #expect(ListenAddress(parsing: "[::1]:22") == ListenAddress(host: "::1", port: 22))
        #expect(ListenAddress(parsing: "2222") == ListenAddress(host: "127.0.0.1", port: 2222))
        for bad in ["", ":22", "host:", "host:65536", "host:-1", "a:b:c", "host:22x", "[::1]22"] {
            #expect(ListenAddress(parsing: bad) == nil, "\(bad)")
        }
        #expect(ListenAddress.standard.description == "127.0.0.1:2222")
    }

    @Test("new [MODE] [private], daily, join CODE, watch CODE; anything else gets the usage")
    func commands() throws {
        #expect(try SessionCommand.parse("new").get() == .new(.standard))
        #expect(try SessionCommand.parse("new Junior").get() == .new(.junior))
        #expect(try SessionCommand.parse(" join  BCDF ").get() == .join("BCDF"))
        #expect(try SessionCommand.parse("watch bcdf").get() == .watch("bcdf"))
        #expect(try SessionCommand.parse("new private").get() == .newPrivate(.standard))
        #expect(try SessionCommand.parse("new test Private").get() == .newPrivate(.test))
        #expect(try SessionCommand.parse("daily").get() == .daily)
        #expect(throws: CommandError(SessionCommand.usage)) { try SessionCommand.parse("daily private").get() }
        #expect(throws: CommandError(SessionCommand.usage)) { try SessionCommand.parse("private").get() }
        #expect(throws: CommandError(SessionCommand.usage)) { try SessionCommand.parse("rm -rf /").get() }
        #expect(throws: CommandError.self) { try SessionCommand.parse("new chess").get() }
    }

    @Test("settings NAME=VALUE…: known names and values only, said back when one is not")
    func settingsCommand() throws {
        let words = ["layout=azerty", "theme=symbols", "palette=colorblind"]
        #expect(try SessionCommand.parse("settings " + words.joined(separator: " ")).get() == .settings(words))
        #expect(try SessionCommand.parse("settings").get() == .settings([]))
        #expect(throws: CommandError("unknown layout 'b?po': qwerty, azerty, qwertz, dvorak, colemak")) {
            try SessionCommand.parse("settings layout=bépo").get()
        }
        #expect(throws: CommandError(PlayerSettings.usage)) { try SessionCommand.parse("settings color=red").get() }
        #expect(throws: CommandError(SessionCommand.usage)) { try SessionCommand.parse("settings private").get() }
        #expect(try PlayerSettings().applying(words).get() == PlayerSettings(keyboard: .azerty, themeName: "symbols", palette: .colorblind))
        #expect(try PlayerSettings(keyboard: .dvorak).applying(["THEME=Whimsy"]).get().text == "layout=dvorak theme=whimsy palette=standard")
    }

    @Test("names and chat lose control characters and are cut to length")
    func plainText() {
        #expect(PlainText.cleaned("a\u{1B}[2Jb\u{7}\u{9B}c\u{202E}d", limit: 10) == "a[2Jbcd")
        #expect(PlainText.name("  ada lovelace the first countess ") == "ada lovelace the")
        #expect(PlainText.name("\u{1B}\u{7}") == nil)
    }
}
