import Foundation
import Testing

/// Every suite in the test tree carries a time limit, so a test that loops forever fails
/// the run instead of hanging it; and no `@Test` stands outside a suite, where no suite's
/// limit would reach it.
@Suite("every test suite has a time limit", .timeLimit(.minutes(10)))
struct SuiteTimeLimitTests {
    /// The `Tests` folder this file sits in.
    private static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// Each Swift file under `Tests`, as its path inside the folder and its text.
    private static func sources() throws -> [(path: String, text: String)] {
        let files = FileManager.default.enumerator(at: testsFolder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { file in
            (String(file.path.dropFirst(testsFolder.path.count + 1)), try String(contentsOf: file, encoding: .utf8))
        }.sorted { $0.path < $1.path }
    }

    /// The `@Suite` attributes in `text`, each with its parenthesised traits (which may span
    /// lines), or bare.
    static func suiteAttributes(in text: String) -> [Substring] {
        var found: [Substring] = []
        var rest = text[...]
        while let start = rest.range(of: "@Suite") {
            var end = start.upperBound
            if end < rest.endIndex, rest[end] == "(" {
                var depth = 0
                while end < rest.endIndex {
                    if rest[end] == "(" { depth += 1 }
                    if rest[end] == ")" { depth -= 1 }
                    end = rest.index(after: end)
                    if depth == 0 { break }
                }
            }
            found.append(rest[start.lowerBound..<end])
            rest = rest[end...]
        }
        return found
    }

    @Test("the attribute finder reads bare, one-line and multi-line suites")
    func finder() {
        let text = "@Suite struct A {}\n@Suite(\"b (x)\", .timeLimit(.minutes(10)))\nstruct B {}\n@Suite(\n  .serialized\n) struct C {}"
        #expect(Self.suiteAttributes(in: text) == ["@Suite", "@Suite(\"b (x)\", .timeLimit(.minutes(10)))", "@Suite(\n  .serialized\n)"])
    }

    @Test("each @Suite names a .timeLimit")
    func everySuiteHasALimit() throws {
        let sources = try Self.sources()
        let suites = sources.flatMap { source in Self.suiteAttributes(in: source.text).map { (source.path, $0) } }
        // This file's own examples and finder test are not suites of the tree.
        let real = suites.filter { $0.0 != "EndToEndSupportTests/SuiteTimeLimitTests.swift" || $0.1.hasPrefix("@Suite(\"every") }
        #expect(real.count > 100)
        for (path, attribute) in real {
            #expect(attribute.contains(".timeLimit("), "\(path): \(attribute) has no time limit")
        }
    }

    @Test("no @Test stands at the top level of a file, outside every suite")
    func noTestOutsideASuite() throws {
        for source in try Self.sources() {
            let loose = source.text.split(separator: "\n").filter { $0.hasPrefix("@Test") }
            #expect(loose.isEmpty, "\(source.path): \(loose.first ?? "") is outside a suite")
        }
    }
}
