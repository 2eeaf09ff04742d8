import ArgumentParser
import FoundationEssentials
import SetCore

/// `set-game simulate --opponent LEVEL`: how quick the computer opponent of a level is.
extension SimulateCommand {
    /// Plays `--games` games with the computer alone, split over the cores like the solo
    /// simulation (the split does not change the numbers).
    func simulateOpponent(_ level: OpponentLevel) -> OpponentReport {
        let simulation = OpponentSimulation(seed: seed, level: level, variant: Variant.named(variant) ?? .standard)
        if threads == 1 { return simulation.run(games: 0..<games) }
        let chunks = min(games, (threads ?? max(1, ProcessInfo.processInfo.activeProcessorCount)) * 4)
        let reports = ParallelWork.map(count: chunks) { chunk in
            simulation.run(games: (games * chunk / chunks)..<(games * (chunk + 1) / chunks))
        }
        return reports.reduce(OpponentReport()) { $0.merged(with: $1) }
    }

    /// What the command prints for the computer of `level`, measured in `report`.
    func opponentOutput(_ report: OpponentReport, level: OpponentLevel) -> String {
        func seconds(_ value: Double) -> String { String(cFormat: "%.1f", value) }
        let quantiles = [("p10", 0.1), ("p25", 0.25), ("median", 0.5), ("p75", 0.75), ("p90", 0.9)]
            .map { "\($0.0) \(seconds(report.quantile($0.1)))" }
        let played: [String] = variant == Variant.standard.name ? [] : ["variant: \(variant) (a set: one match of the variant)"]
        let lines: [String] = ["computer: \(level.rawValue)"] + played + [
            "games: \(report.games)",
            "seed: \(seed)",
            "sets taken: \(report.secondsToSet.count)",
            "seconds to a set, from the previous set or deal: \(quantiles.joined(separator: ", "))",
            "seconds per set over whole games, waits before dealing included: \(seconds(report.secondsPerSetOverall))",
        ]
        return lines.joined(separator: "\n")
    }
}

extension OpponentLevel: ExpressibleByArgument {}
