import ArgumentParser
import Dispatch
import FoundationEssentials
import SetCore

/// `set-game simulate`: plays many games with an automatic player and prints statistics.
struct SimulateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "simulate",
        abstract: "Play many solo games automatically and print statistics.",
        discussion: """
            The player takes a set on each table (at random, or the first in slot order), \
            deals 3 only when the table has no set, and plays until the game is over. \
            Same seed, same numbers (except the rate). With --deals K it instead draws \
            --games random K-card tables and reports the share holding no set, beside the \
            published exact value where there is one (K = 3, 12, 15, 21).
            """
    )

    @Option(parsing: .unconditional, help: "How many games to play, or tables to draw with --deals (at least 1).")
    var games: Int = 10_000

    @Option(parsing: .unconditional, help: "The seed of every game's generator.")
    var seed: UInt64 = 1

    @Option(parsing: .unconditional, help: "How the player picks among the sets on a table: random or first.")
    var pick: Simulation.Pick = .random

    @Option(name: [.customShort("t"), .long], parsing: .unconditional, help: "1: play on one thread, to measure one core; otherwise (the default) all cores.")
    var threads: Int?

    @Option(parsing: .unconditional, help: "Draw random tables of this many cards (0…81) instead of playing games.")
    var deals: Int?

    @Flag(help: "Print the result as one JSON object.")
    var json = false

    @Option(parsing: .unconditional, help: "Measure the computer opponent of this level instead (easy, normal, brisk, hard): its seconds to a set (of --variant).")
    var opponent: OpponentLevel?

    @Option(parsing: .unconditional, help: "Play this variant (chain, ultra, ultra9, ghost …) through the engine instead of standard SET.")
    var variant: String = Variant.standard.name

    func validate() throws {
        guard games >= 1 else { throw ValidationError("--games must be at least 1, not \(games)") }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1, not \(threads)") }
        if let deals, !(0...81).contains(deals) { throw ValidationError("--deals must be 0…81 cards, not \(deals)") }
        if opponent != nil, json { throw ValidationError("--json is not offered with --opponent") }
        if opponent != nil, deals != nil { throw ValidationError("--opponent and --deals are two measurements: give one") }
        guard let played = Variant.named(variant), played.plays(.solo) else {
            let names = Variant.registered.filter { $0.plays(.solo) }.map(\.name).joined(separator: ", ")
            throw ValidationError("unknown variant '\(variant)'; choose one of \(names)")
        }
        if played != .standard, deals != nil { throw ValidationError("--variant plays games: not with --deals") }
    }

    /// Plays the games over `--threads` threads (all cores by default); the split does not
    /// change the numbers.
    func simulate() -> SimulationReport {
        let played = Variant.named(variant) ?? .standard
        let simulation = Simulation(seed: seed, pick: pick)
        let variantSimulation = VariantSimulation(variant: played, seed: seed, pick: pick)
        @Sendable func run(_ games: Range<Int>) -> SimulationReport {
            played == .standard ? simulation.run(games: games) : variantSimulation.run(games: games)
        }
        if threads == 1 { return run(0..<games) }
        let chunks = min(games, (threads ?? max(1, ProcessInfo.processInfo.activeProcessorCount)) * 4)
        let reports = ParallelWork.map(count: chunks) { chunk in
            run((games * chunk / chunks)..<(games * (chunk + 1) / chunks))
        }
        return reports.reduce(SimulationReport()) { $0.merged(with: $1) }
    }

    /// Draws the `--games` tables of `--deals` cards, split as ``simulate()`` splits games.
    func survey() -> DealTally {
        let survey = DealSurvey(cards: deals ?? 12, seed: seed)
        if threads == 1 { return survey.run(deals: 0..<games) }
        let chunks = min(games, (threads ?? max(1, ProcessInfo.processInfo.activeProcessorCount)) * 4)
        let tallies = ParallelWork.map(count: chunks) { chunk in
            survey.run(deals: (games * chunk / chunks)..<(games * (chunk + 1) / chunks))
        }
        return tallies.reduce(DealTally()) { $0.merged(with: $1) }
    }

    /// What the command prints for `tally` of `cards`-card tables, drawn at `dealsPerSecond`.
    func output(_ tally: DealTally, cards: Int, dealsPerSecond: Double) throws -> String {
        let published = PublishedFigures.noSetShare(cards: cards)
        let distance = published.map { tally.standardError > 0 ? abs(tally.fractionWithoutSet - $0.share) / tally.standardError : 0 }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let object = DealsJSON(
                cards: cards, deals: tally.deals, seed: seed, withoutSet: tally.withoutSet,
                fractionWithoutSet: tally.fractionWithoutSet, standardError: tally.standardError,
                published: published?.share, standardErrorsFromPublished: distance, dealsPerSecond: dealsPerSecond
            )
            return String(decoding: try encoder.encode(object), as: UTF8.self)
        }
        var lines = [
            "deals: \(tally.deals) random tables of \(cards) cards",
            "seed: \(seed)",
            "without a set: \(tally.withoutSet) = \(String(cFormat: "%.10f", tally.fractionWithoutSet)) ± \(String(cFormat: "%.10f", tally.standardError)) (one standard error)",
        ]
        if let published, let distance {
            lines.append("published: \(String(cFormat: "%.10g", published.share)) (\(published.source)): \(format(distance, digits: 2)) standard errors away")
        }
        lines.append("deals per second: \(Int(dealsPerSecond.rounded()))")
        return lines.joined(separator: "\n")
    }

    /// What the command prints for `report`, played at `gamesPerSecond`.
    func output(_ report: SimulationReport, gamesPerSecond: Double) throws -> String {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(SimulationJSON(report, seed: seed, gamesPerSecond: gamesPerSecond))
            return String(decoding: data, as: UTF8.self)
        }
        var lines = [
            "games: \(report.games)",
            "seed: \(seed)",
            "pick: \(pick.rawValue)",
        ] + (variant == Variant.standard.name ? [] : ["variant: \(variant) (a set: one match of the variant)"]) + [
            "mean sets per game: \(format(report.meanSetsPerGame, digits: 3))",
            "tables examined, by size:",
        ]
        for (size, tally) in report.tables.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(size) cards: \(tally.examined) examined, \(tally.withoutSet) without a set (\(format(tally.fractionWithoutSet * 100, digits: 3))%)")
        }
        lines.append("cards left at the end:")
        for (left, count) in report.cardsLeft.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(left) cards: \(count) \(count == 1 ? "game" : "games") (\(format(Double(count) / Double(report.games) * 100, digits: 3))%)")
        }
        lines.append("games per second: \(Int(gamesPerSecond.rounded()))")
        return lines.joined(separator: "\n")
    }

    func run() throws {
        if let opponent {
            print(opponentOutput(simulateOpponent(opponent), level: opponent))
            return
        }
        let start = DispatchTime.now().uptimeNanoseconds
        if let deals {
            let tally = survey()
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            print(try output(tally, cards: deals, dealsPerSecond: Double(tally.deals) / max(seconds, 1e-9)))
            return
        }
        let report = simulate()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        print(try output(report, gamesPerSecond: Double(report.games) / max(seconds, 1e-9)))
    }

    private func format(_ value: Double, digits: Int) -> String {
        String(cFormat: "%.\(digits)f", value)
    }
}

extension Simulation.Pick: ExpressibleByArgument {}

/// The JSON shape of `simulate --json`.
struct SimulationJSON: Codable, Equatable {
    struct Tables: Codable, Equatable {
        let examined: Int
        let noSet: Int
    }

    let games: Int
    let seed: UInt64
    let meanSetsPerGame: Double
    let tables: [String: Tables]
    let cardsLeft: [String: Int]
    let gamesPerSecond: Double

    init(_ report: SimulationReport, seed: UInt64, gamesPerSecond: Double) {
        games = report.games
        self.seed = seed
        meanSetsPerGame = report.meanSetsPerGame
        tables = Dictionary(uniqueKeysWithValues: report.tables.map { (String($0.key), Tables(examined: $0.value.examined, noSet: $0.value.withoutSet)) })
        cardsLeft = Dictionary(uniqueKeysWithValues: report.cardsLeft.map { (String($0.key), $0.value) })
        self.gamesPerSecond = gamesPerSecond
    }
}

/// The JSON shape of `simulate --deals K --json`.
struct DealsJSON: Codable, Equatable {
    let cards: Int
    let deals: Int
    let seed: UInt64
    let withoutSet: Int
    let fractionWithoutSet: Double
    let standardError: Double
    let published: Double?
    let standardErrorsFromPublished: Double?
    let dealsPerSecond: Double
}
