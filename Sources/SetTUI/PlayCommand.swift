import ArgumentParser

/// `set-game` (`play`): the game in the terminal.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "play", abstract: "Play SET in the terminal (the default).")

    func run() throws {
        print("The board is on its way; try `set-game solve` and `set-game simulate`.")
    }
}
