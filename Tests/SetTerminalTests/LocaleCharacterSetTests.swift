import SetTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@testable import SetTerminal

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct LocaleCharacterSetTests {
    /// The answer for an environment holding `variables`.
    static func isUTF8(_ variables: [String: String]) -> Bool {
        LocaleCharacterSet.isUTF8 { name in variables[name].map { Array($0.utf8) } }
    }

    @Test("a UTF-8 character set is found however the locale spells it")
    func spellings() {
        for name in ["C.UTF-8", "en_US.UTF-8", "en_US.utf8", "de_DE.Utf-8", "sr_RS.UTF-8@latin", "fr_FR.UTF_8", "ja_JP.UTF8"] {
            #expect(Self.isUTF8(["LANG": name]), "\(name)")
        }
    }

    @Test("other character sets, no character set and no locale are not UTF-8")
    func notUTF8() {
        for name in ["C", "POSIX", "en_US", "de_DE.ISO-8859-1", "en_US.UTF-16", "ru_RU.KOI8-R", "en_US.@utf8", "en_US.UTF-8x", "."] {
            #expect(!Self.isUTF8(["LANG": name]), "\(name)")
        }
        #expect(!Self.isUTF8([:]))
    }

    @Test("LC_ALL comes before LC_CTYPE, which comes before LANG; an empty one is passed over")
    func precedence() {
        #expect(!Self.isUTF8(["LC_ALL": "C", "LC_CTYPE": "C.UTF-8", "LANG": "C.UTF-8"]))
        #expect(Self.isUTF8(["LC_ALL": "C.UTF-8", "LC_CTYPE": "C", "LANG": "C"]))
        #expect(!Self.isUTF8(["LC_CTYPE": "C", "LANG": "C.UTF-8"]))
        #expect(Self.isUTF8(["LC_ALL": "", "LC_CTYPE": "", "LANG": "C.UTF-8"]))
        #expect(!Self.isUTF8(["LC_ALL": "", "LANG": ""]))
    }

    @Test("the process's own environment is read as it stands")
    func ownEnvironment() {
        #expect(LocaleCharacterSet.variable("SET_GAME_NO_SUCH_VARIABLE") == nil)
        setenv("SET_GAME_LOCALE_TEST", "xx_YY.UTF-8", 1)
        defer { unsetenv("SET_GAME_LOCALE_TEST") }
        #expect(LocaleCharacterSet.variable("SET_GAME_LOCALE_TEST") == Array("xx_YY.UTF-8".utf8))
    }
}
