#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether the player's locale writes UTF-8, read from the environment as the C library
/// picks the locale: `LC_ALL`, else `LC_CTYPE`, else `LANG`, the first one set and not
/// empty. Its character set is what follows the dot, up to any `@` (`en_US.UTF-8@euro`
/// says `UTF-8`), compared without case, dashes or underscores; a name without one, or no
/// name at all (the "C" locale), is not UTF-8.
///
/// The locale itself is never loaded (`setlocale`): the glyphs need nothing but this one
/// answer, and loading it mapped the locale's files before the first board.
enum LocaleCharacterSet {
    /// Whether the locale named by `environment` (by default, the process's own) is UTF-8.
    static func isUTF8(environment: (String) -> [UInt8]? = Self.variable) -> Bool {
        guard let name = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap(environment).first(where: { !$0.isEmpty }),
            let dot = name.firstIndex(of: UInt8(ascii: "."))
        else { return false }
        let codeset = name[(dot + 1)...].prefix { $0 != UInt8(ascii: "@") }
        let letters = codeset.filter { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") }.map { $0 | 0x20 }
        return letters.elementsEqual("utf8".utf8)
    }

    /// The bytes of the environment variable `name`, nil when it is not set.
    static func variable(_ name: String) -> [UInt8]? {
        guard let value = getenv(name) else { return nil }
        return Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
    }
}
