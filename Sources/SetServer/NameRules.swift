import Foundation
import SetOnline

/// What an account's name may be, and when two names are the same (issue 43: names are what
/// they look like).
///
/// - A name is NFKC-normalised (fullwidth `ａｄａ` is `ada`), printable and trimmed
///   (``PlainText/name(_:)``), at most ``PlainText/nameLimit`` characters.
/// - It holds no invisible or format character: no zero-width space or joiner, word joiner,
///   soft hyphen, bidirectional mark, variation selector, Hangul filler, Braille blank, no
///   space but the plain one (anything Unicode calls default-ignorable, format, control,
///   private-use, unassigned or a separator other than U+0020).
/// - `guest` and `guest-…` are the guests' (``PlayerIdentity/guest(using:)``).
/// - Two names are the same when their ``skeleton(_:)``s are: look-alikes mapped to one
///   letter, as Unicode TR39 (UTS #39) does with its confusables table, then case-folded.
///
/// The table here is a small, honest subset of TR39's `confusables.txt`: the Cyrillic and
/// Greek letters, capital and small, drawn like Latin ones, a few Latin look-alikes (I and l,
/// dotless ı, script ɑ and ɡ, long ſ), the digits 0 and 1, and the letter pairs rn, vv and
/// cl; fullwidth forms need no entry, NFKC folds them. Scripts beyond Latin, Cyrillic and Greek (Armenian,
/// Cherokee, mathematical alphabets not folded by NFKC) are not covered.
public enum NameRules {
    /// Why a name is refused, in words for the player.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing printable.
        case empty
        /// An invisible or format character, by its code point.
        case invisible(UInt32)
        /// `guest` or `guest-…`.
        case reserved

        public var description: String {
            switch self {
            case .empty: "A name needs a printable character."
            case .invisible(let code): "A name cannot hold invisible characters (U+\(String(code, radix: 16, uppercase: true)))."
            case .reserved: "Names guest and guest-… are the guests'; choose another."
            }
        }
    }

    /// `text` as a name: NFKC-normalised, trimmed and cut to ``PlainText/nameLimit``; or why
    /// it cannot be one.
    public static func name(_ text: String) -> Result<String, Problem> {
        let normalised = text.precomposedStringWithCompatibilityMapping
        if let hidden = normalised.unicodeScalars.first(where: isInvisible) { return .failure(.invisible(hidden.value)) }
        guard let name = PlainText.name(normalised) else { return .failure(.empty) }
        let folded = skeleton(name)
        guard folded != "guest", !folded.hasPrefix("guest-") else { return .failure(.reserved) }
        return .success(name)
    }

    /// The form in which names are compared: NFKC, each look-alike replaced by the letter it
    /// imitates (TR39's skeleton, on this file's table), then case-folded. `аda` (Cyrillic
    /// а), `ADA`, `ＡＤＡ` and `ada` have one skeleton, and so have `Ian` and `lan`.
    public static func skeleton(_ name: String) -> String {
        let decomposed = name.precomposedStringWithCompatibilityMapping.decomposedStringWithCanonicalMapping
        // Mapped again once lower-cased: a capital not in the table may have a small letter that is.
        var skeleton = mapped(mapped(decomposed).lowercased().replacingOccurrences(of: "ß", with: "ss"))
        for (pair, letter) in pairs { skeleton = skeleton.replacingOccurrences(of: pair, with: letter) }
        return skeleton.precomposedStringWithCanonicalMapping
    }

    /// `text` with each letter of the table replaced.
    private static func mapped(_ text: String) -> String {
        var mapped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { mapped.append(confusables[scalar] ?? scalar) }
        return String(mapped)
    }

    /// Whether `scalar` draws nothing, or nothing a reader can tell from a plain space.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return false }
        if scalar.properties.isDefaultIgnorableCodePoint || blanks.contains(scalar.value) { return true }
        switch scalar.properties.generalCategory {
        case .format, .control, .privateUse, .unassigned, .surrogate, .spaceSeparator, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// Characters that draw blank without being spaces or ignorable: Braille pattern blank,
    /// Hangul fillers.
    private static let blanks: Set<UInt32> = [0x2800, 0x115F, 0x1160, 0x3164, 0xFFA0]

    /// One letter for another it is drawn like, from TR39's table (upper and lower case
    /// apart: `Ν`, Greek capital nu, is `N`, its small `ν` is `v`).
    private static let confusables: [Unicode.Scalar: Unicode.Scalar] = [
        // Cyrillic
        "А": "A", "В": "B", "Е": "E", "К": "K", "М": "M", "Н": "H", "О": "O", "Р": "P", "С": "C", "Т": "T", "Х": "X",
        "У": "Y", "Ү": "Y", "Ѕ": "S", "І": "l", "Ӏ": "l", "Ј": "J", "Ԛ": "Q", "Ԝ": "W",
        "а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "у": "y", "ү": "y", "х": "x", "ѕ": "s", "і": "i", "ј": "j",
        "ԁ": "d", "һ": "h", "ԛ": "q", "ԝ": "w", "ӏ": "l", "ь": "b",
        // Greek
        "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "l", "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P",
        "Τ": "T", "Υ": "Y", "Χ": "X",
        "α": "a", "ο": "o", "ρ": "p", "ν": "v", "υ": "u", "ι": "i", "γ": "y",
        // Latin look-alikes, digits
        "I": "l", "ı": "i", "ɑ": "a", "ɡ": "g", "ſ": "f", "ɩ": "i", "ȷ": "j", "0": "O", "1": "l", "|": "l",
    ]

    /// Letter pairs drawn like one letter.
    private static let pairs: [(String, String)] = [("rn", "m"), ("vv", "w"), ("cl", "d")]
}
