import Foundation
import SetTestSupport
import Testing
@testable import SetServer

@Suite("Host key", .timeLimit(.minutes(1)), .ownThreads)
struct HostKeyTests {
    /// A fresh directory under the system's temporary folder.
    static func scratchDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-hostkey-\(UUID().uuidString)")
        return url
    }

    @Test("made on first start, owner-only, and the same key on the next")
    func createdOnceThenRead() throws {
        let directory = Self.scratchDirectory().appendingPathComponent("nested")
        defer { try? FileManager.default.removeItem(at: directory.deletingLastPathComponent()) }
        let first = try HostKey.loadOrCreate(in: directory)
        #expect(first.created)
        let attributes = try FileManager.default.attributesOfItem(atPath: HostKey.file(in: directory).path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let second = try HostKey.loadOrCreate(in: directory)
        #expect(!second.created)
        #expect(second.key.fingerprint == first.key.fingerprint)
        #expect(second.key.openSSHPublicKey == first.key.openSSHPublicKey)
        #expect(first.key.openSSHPublicKey.hasPrefix("ssh-ed25519 "))
    }

    @Test("the fingerprint is the one ssh-keygen prints")
    func fingerprintAsOpenSSH() throws {
        let directory = Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let key = try HostKey.loadOrCreate(in: directory).key
        let publicFile = directory.appendingPathComponent("key.pub")
        try (key.openSSHPublicKey + "\n").write(to: publicFile, atomically: true, encoding: .utf8)
        let keygen = Process()
        keygen.executableURL = URL(fileURLWithPath: "/usr/bin/ssh-keygen")
        keygen.arguments = ["-l", "-E", "sha256", "-f", publicFile.path]
        let output = Pipe()
        keygen.standardOutput = output
        try keygen.run()
        keygen.waitUntilExit()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(printed.split(separator: " ").dropFirst().first.map(String.init) == key.fingerprint)
    }

    @Test("a damaged key file is reported, not replaced")
    func damagedFile() throws {
        let directory = Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "not a key".write(to: HostKey.file(in: directory), atomically: true, encoding: .utf8)
        #expect(throws: HostKeyError.self) { try HostKey.loadOrCreate(in: directory) }
        #expect(try String(contentsOf: HostKey.file(in: directory), encoding: .utf8) == "not a key")
    }
}
