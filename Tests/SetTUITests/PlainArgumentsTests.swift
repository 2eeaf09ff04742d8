import ArgumentParser
import SetTestSupport
import Testing

@testable import SetTUI

/// The plain reading of play options (which spares the start ArgumentParser's reflection)
/// against ArgumentParser's: where the plain one reads a command line, both give the same
/// options, or both refuse them.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct PlainArgumentsTests {
    static let commandLines: [[String]] = [
        [], ["--no-animation"], ["--test-mode"], ["--no-animation", "--test-mode"], ["--seed", "7"], ["--seed=7"],
        ["--seed", "18446744073709551615"], ["--seed", "18446744073709551616"], ["--seed", "-1"], ["--seed", "x"],
        ["--theme", "whimsy"], ["--theme=nope"], ["--palette", "colorblind"], ["--palette", "grey"], ["--layout", "azerty"],
        ["--layout=dvorak"], ["--speed", "2"], ["--speed", "0.1"], ["--speed", "1e0"], ["--speed", "fast"],
        ["--mode", "computer", "--level", "hard"], ["--mode", "daily", "--date", "2026-01-01"], ["--mode", "junior"],
        ["--mode", "nope"], ["--level", "hard"], ["--test-mode", "--mode", "test"], ["--test-mode", "--mode", "duel"],
        ["--data-dir", "/tmp/x y"], ["--data-dir=/tmp/a=b"], ["--seed", "3", "--no-animation", "--speed=0.5", "--layout", "qwertz"],
        ["--no-animation=yes"], ["--seed"], ["--unknown"], ["-h"], ["play"], ["play", "--seed", "1"], ["solve", "1rsd"],
        ["--seed", "--no-animation"], ["--mode", "--test-mode"],
    ]

    @Test("the same options as ArgumentParser's, or none where it refuses", arguments: commandLines)
    func sameAsArgumentParser(_ arguments: [String]) {
        guard let plain = PlayOptions(plainArguments: arguments) else { return }  // ArgumentParser reads it
        do {
            #expect(try PlayCommand.parse(arguments).options == plain)
        } catch {
            #expect(throws: (any Error).self, "ArgumentParser refused \(arguments): \(error)") { try plain.validate() }
        }
    }

    @Test("plain play options are read without ArgumentParser; anything else is left to it")
    func whatIsReadPlainly() {
        #expect(PlayOptions(plainArguments: ["--no-animation"]) == PlayOptions(noAnimation: true))
        #expect(PlayOptions(plainArguments: ["--seed=7", "--speed", "2"]) == PlayOptions(seed: 7, speed: 2))
        for other in [["play"], ["--help"], ["-h"], ["--seed"], ["--seed", "x"], ["--no-animation=1"], ["solve", "1rsd"]] {
            #expect(PlayOptions(plainArguments: other) == nil, "\(other)")
        }
    }
}
