/// The version of set-game, shown by `--version` and on the About tab.
public enum SetGameVersion {
    public static let current = "0.2.0"
}
