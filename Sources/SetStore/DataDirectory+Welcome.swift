import FoundationEssentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension DataDirectory {
    /// The name of the file whose presence says the first-run welcome has been shown.
    public static let welcomeMarkerName = "welcomed"

    /// The welcome marker in this directory.
    public var welcomeMarker: URL {
        url.appendingPathComponent(Self.welcomeMarkerName, isDirectory: false)
    }

    /// Whether the first-run welcome was shown for this directory before: its marker is
    /// there (a marker that cannot be opened counts as absent, so the welcome shows again).
    public func hasWelcomed(fileSystem: any StoreFileSystem = SystemFileSystem()) -> Bool {
        let descriptor = fileSystem.open(welcomeMarker.plainPath, O_RDONLY)
        guard descriptor >= 0 else { return false }
        _ = fileSystem.close(descriptor)
        return true
    }

    /// Notes that the welcome has been shown: writes the marker, creating the directory
    /// when needed.
    /// - Throws: ``StoreError`` saying what could not be written.
    public func markWelcomed(fileSystem: any StoreFileSystem = SystemFileSystem()) throws {
        try fileSystem.makeDirectories(url)
        try AtomicFile.write(Data("The first-run welcome was shown; delete this file to see it again.\n".utf8), to: welcomeMarker, fileSystem: fileSystem)
    }
}
