print("set-game")
