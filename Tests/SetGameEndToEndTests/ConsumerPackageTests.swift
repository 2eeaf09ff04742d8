import EndToEndSupport
import Foundation
import SetCore
import SetTestSupport
import Testing

/// The library products as another package uses them: by URL and version, from a tag. A
/// manifest with `unsafeFlags` on a library target, or a product that does not export what
/// its API needs, fails here as it would for anyone building on `MatchingGame`.
@Suite("a package that depends on this one by URL and version", .serialized, .timeLimit(.minutes(15)), .ownThreads, .afterUnitTests)
struct ConsumerPackageTests {
    /// This repository (its committed HEAD) cloned, tagged 9.9.9, and a tiny package that
    /// depends on it by its file:// URL and that version: it plays one game of SET through
    /// `MatchingGame` and prints the outcome, which must be this process's own for the same game.
    @Test("a tiny package builds against a tagged clone and plays one game through MatchingGame")
    func consumerBuildsAndPlays() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-consumer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let clone = scratch.appendingPathComponent("set-game")
        let consumer = scratch.appendingPathComponent("consumer")
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        try check(["git", "clone", "--quiet", repository.path, clone.path])
        try check(["git", "-C", clone.path, "tag", "9.9.9"])

        try FileManager.default.createDirectory(at: consumer.appendingPathComponent("Sources/Consumer"), withIntermediateDirectories: true)
        try """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "consumer",
                dependencies: [.package(url: "\(clone.absoluteString)", exact: "9.9.9")],
                targets: [.executableTarget(name: "Consumer", dependencies: [.product(name: "SetCore", package: "set-game")])]
            )

            """.write(to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try Self.gameSource.write(to: consumer.appendingPathComponent("Sources/Consumer/main.swift"), atomically: true, encoding: .utf8)

        try check(["swift", "build", "--package-path", consumer.path], seconds: 840)
        let played = try check([consumer.appendingPathComponent(".build/debug/Consumer").path])
        #expect(played.output == Self.outcome() + "\n")
    }

    /// The consumer's program: greedy play of the seed-7 deal, taking the first set on the
    /// table, dealing three more when there is none.
    private static let gameSource = """
        import SetCore

        var game = MatchingGame<SetCard>(seed: 7)
        var now = 0.0
        while !game.isOver {
            now += 1
            if let match = game.matchesOnTable.first {
                for id in match { game.choose(id, at: now) }
                game.clearSelection(at: now)
            } else {
                game.dealMore(at: now)
            }
        }
        print("sets \\(game.statistics.matchesFound), score \\(game.score), left \\(game.table.count), deck \\(game.deck.count)")

        """

    /// The same game played here, in the same words.
    private static func outcome() -> String {
        var game = MatchingGame<SetCard>(seed: 7)
        var now = 0.0
        while !game.isOver {
            now += 1
            if let match = game.matchesOnTable.first {
                for id in match { game.choose(id, at: now) }
                game.clearSelection(at: now)
            } else {
                game.dealMore(at: now)
            }
        }
        return "sets \(game.statistics.matchesFound), score \(game.score), left \(game.table.count), deck \(game.deck.count)"
    }

    /// Runs `arguments`; fails the test with what it wrote unless it exits 0.
    @discardableResult
    private func check(_ arguments: [String], seconds: Double = 60) throws -> ChildProcess.Result {
        let result = try ChildProcess.run(arguments, seconds: seconds)
        try #require(result.status == 0, "\(arguments.joined(separator: " ")) exited \(result.status):\n\(result.output)\n\(result.error)")
        return result
    }
}
