/// Writing the site's HTML: text escaped wherever it goes, and the page every view sits in.
enum HTML {
    /// `text` safe inside an element or a quoted attribute: `& < > " '` escaped. Every
    /// player's name goes through here.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// `text` as one path segment of an address: unreserved ASCII kept, every other byte
    /// of its UTF-8 %-escaped (a name with a space or a slash still names one page).
    static func pathSegment(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                encoded.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = Array("0123456789ABCDEF")
                encoded += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
            }
        }
        return encoded
    }

    /// The text a path segment %-escapes (``pathSegment(_:)`` undone); nil when an escape
    /// is broken or the bytes are not UTF-8.
    static func decodedPathSegment(_ segment: Substring) -> String? {
        var bytes: [UInt8] = []
        var utf8 = segment.utf8[...]
        while let byte = utf8.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            utf8 = utf8.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The link to `name`'s page, showing the name.
    static func playerLink(_ name: String) -> String {
        "<a class=\"player\" href=\"/players/\(pathSegment(name))\">\(escape(name))</a>"
    }

    /// A whole page titled `title` around `body` (HTML already escaped).
    static func page(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(escape(title)) · set-game</title>
        <style>\(style)</style>
        </head>
        <body>
        <header><a class="home" href="/">set-game</a>
        <nav><a href="/">Leaderboard</a> <a href="/rooms">Rooms now</a></nav></header>
        <main>
        \(body)
        </main>
        <footer>Read-only: the records of this server, as its players made them.</footer>
        </body>
        </html>

        """
    }

    /// A date in server time (seconds since 1970) as `2026-11-29 06:12 UTC`.
    static func date(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let (year, month, day) = civil(days)
        let minutes = (whole - days * 86_400) / 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(two(month))-\(two(day)) \(two(minutes / 60)):\(two(minutes % 60)) UTC"
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's algorithm).
    private static func civil(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The site's look: one small sheet, no fonts or files fetched.
    static let style = """
        body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f6f4ef;color:#222}
        header{background:#2d2a4a;color:#fff;padding:.7em 1.5em;display:flex;gap:2em;align-items:baseline}
        header a{color:#fff;text-decoration:none;margin-right:1.2em}.home{font-weight:700;font-size:1.3em}
        main{max-width:960px;margin:1.5em auto;padding:0 1.5em}
        h1{font-size:1.6em;margin:.2em 0 .6em}h2{font-size:1.2em;margin:1.4em 0 .5em}
        table{border-collapse:collapse;background:#fff;box-shadow:0 1px 3px #0002;min-width:50%}
        th,td{padding:.4em .9em;text-align:left;border-bottom:1px solid #e4e0d8}th{background:#ece8df}
        td.number,th.number{text-align:right}a.player{color:#3b3486;font-weight:600}
        code{background:#fff;padding:.2em .4em;border:1px solid #ddd;border-radius:4px}
        .empty{color:#777;font-style:italic}footer{color:#888;font-size:.85em;text-align:center;margin:3em 0 1em}
        .boards{display:flex;gap:2em;flex-wrap:wrap}.boards section{flex:1;min-width:300px}
        .chart{background:#fff;box-shadow:0 1px 3px #0002;max-width:100%}
        #table{display:grid;grid-template-columns:repeat(auto-fill,132px);gap:10px;margin:1em 0}
        .card svg{display:block}.card.chosen svg rect.face{stroke:#e0a000;stroke-width:5}
        .card.missed svg rect.face{stroke:#c33;stroke-width:5}
        .controls button{font-size:1em;padding:.3em .9em;margin-right:.4em}
        #move{min-height:1.5em;font-weight:600;margin-top:.6em}#scores{margin-top:1em}
        #last{display:flex;gap:6px;min-height:48px;margin:.3em 0}#last svg{width:66px;height:44px}
        """
}
