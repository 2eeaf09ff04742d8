/// `set-game-bench --marmoset PATH`: the game's simulator (`set-game simulate`) beside marmoset's Rust simulator (sprang/marmoset's
/// `examples/simulate`), in this run. Both simulate the same number of whole games on one
/// thread (`-t 1`), launched alternately `runs` times; each run's CPU (user and system) is
/// the child's own, so start-up and printing count for both alike. Medians.
struct MarmosetBench {
    /// The set-game binary.
    let game: String
    /// marmoset's `simulate` binary.
    let path: String
    let games: Int
    let runs: Int

    /// marmoset's games per CPU second, and ours divided by it against the goal of 5×.
    func goals() throws -> [BenchGoal] {
        let ours = game
        var mine: [Double] = []
        var theirs: [Double] = []
        for _ in 0..<runs {
            mine.append(try ChildProcess.run(ours, ["simulate", "-t", "1", "--games", "\(games)"]))
            theirs.append(try ChildProcess.run(path, ["-t", "1", "-g", "\(games)"]))
        }
        let (ourSeconds, theirSeconds) = (median(mine), median(theirs))
        return [
            BenchGoal("engine: marmoset's simulator, games per CPU second (-t 1)", figure: Double(games) / theirSeconds, unit: "games/s", goal: nil, .atLeast),
            BenchGoal("engine: ours ÷ marmoset's, whole runs of \(games) games", figure: theirSeconds / ourSeconds, unit: "×", goal: 5, .atLeast),
        ]
    }
}
