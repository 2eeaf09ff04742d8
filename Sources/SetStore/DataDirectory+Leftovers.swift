import FoundationEssentials

extension DataDirectory {
    /// Whether `name` is a file the stores write here: scores.json, settings.json and the
    /// saves (savedgame.json, savedgame-<mode>.json, and those beside a newer game's).
    static func isStoreFile(_ name: String) -> Bool {
        name == "scores.json" || name == "settings.json" || (name.hasPrefix("savedgame") && name.hasSuffix(".json"))
    }

    /// Deletes the temporary files (`.<name>.XXXXXX`) that writes of the stores' files left
    /// when their process died mid-write, those last changed at least `age` seconds before
    /// `now`: a write takes milliseconds, so an older one is no live writer's. Only ours:
    /// another program's files, and ours that are not temporaries, are left alone.
    public func removeLeftovers(
        olderThan age: TimeInterval = 60, now: Date = Date(), fileSystem: any StoreFileSystem = SystemFileSystem()
    ) {
        AtomicFile.removeLeftovers(in: url, of: Self.isStoreFile, olderThan: age, now: now, fileSystem: fileSystem)
    }
}
