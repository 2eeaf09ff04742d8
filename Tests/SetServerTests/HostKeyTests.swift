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
        try Self.writeOwnerOnly("not a key", to: HostKey.file(in: directory))
        #expect(throws: HostKeyError("\(HostKey.file(in: directory).path) is not a set-game host key; move it aside to make a new one")) {
            try HostKey.loadOrCreate(in: directory)
        }
        #expect(try String(contentsOf: HostKey.file(in: directory), encoding: .utf8) == "not a key")
    }

    /// Writes `text` to `url`, readable by its owner only.
    static func writeOwnerOnly(_ text: String, to url: URL) throws {
        try text.write(to: url, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    }

    @Test("--host-key FILE: made there on first start, owner-only; another node given a copy has the same key")
    func sharedFile() throws {
        let directory = Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("keys/host_key")
        let first = try HostKey.loadOrCreate(at: file)
        #expect(first.created)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let copy = directory.appendingPathComponent("node-b/host_key")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.writeOwnerOnly(String(contentsOf: file, encoding: .utf8), to: copy)
        let second = try HostKey.loadOrCreate(at: copy)
        #expect(!second.created)
        #expect(second.key.fingerprint == first.key.fingerprint)
        #expect(!FileManager.default.fileExists(atPath: HostKey.file(in: directory).path), "no key made in the data directory")
    }

    @Test("a key file others can read is refused with the fix, and left as it is")
    func looseFile() throws {
        let directory = Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("host_key")
        _ = try HostKey.loadOrCreate(at: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        #expect(throws: HostKeyError("\(file.path) can be read by others (mode 644): chmod 600 \(file.path)")) {
            try HostKey.loadOrCreate(at: file)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(try !HostKey.loadOrCreate(at: file).created)
    }

    @Test("an OpenSSH private key given as the host key is refused with what to do instead")
    func openSSHKey() throws {
        let directory = Self.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("id_ed25519")
        let keygen = Process()
        keygen.executableURL = URL(fileURLWithPath: "/usr/bin/ssh-keygen")
        keygen.arguments = ["-q", "-t", "ed25519", "-N", "", "-f", file.path]
        try keygen.run()
        keygen.waitUntilExit()
        #expect(throws: HostKeyError(
            "\(file.path) is an OpenSSH or PEM key, not a set-game host key: give serve a path where none is, it makes one there; copy that file to the other nodes"
        )) { try HostKey.loadOrCreate(at: file) }
    }
}
