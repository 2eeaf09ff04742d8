import Crypto
import FoundationEssentials
import Glibc
import NIOSSH

/// The server's Ed25519 host key: made on first start in the data directory, or in the file
/// `serve --host-key` names (readable by its owner only), and read back on every later
/// start, so players' `known_hosts` stay valid. Nodes behind one name share one file.
public struct HostKey: Sendable {
    /// The key that signs the server's side of every key exchange.
    public let privateKey: NIOSSHPrivateKey
    /// The public half, as `ssh-ed25519 AAAA…`.
    public let openSSHPublicKey: String
    /// `SHA256:…`, as `ssh` shows it when it first meets the server.
    public let fingerprint: String

    /// The file the key lives in, inside `directory`.
    public static func file(in directory: URL) -> URL {
        directory.appendingPathComponent("ssh_host_ed25519_key")
    }

    /// Reads the key in `directory`, or makes one there when there is none (creating the
    /// directory when missing). Returns the key and whether it was made now.
    /// - Throws: ``HostKeyError`` when the file is unreadable, damaged, readable by others, or
    ///   cannot be written.
    public static func loadOrCreate(in directory: URL) throws(HostKeyError) -> (key: HostKey, created: Bool) {
        try loadOrCreate(at: file(in: directory))
    }

    /// Reads the key in `url` (`serve --host-key FILE`: nodes behind one name share one key),
    /// or makes one there when there is none (creating its directory when missing). Returns
    /// the key and whether it was made now.
    /// - Throws: ``HostKeyError`` when the file is unreadable, damaged, readable by others, or
    ///   cannot be written.
    public static func loadOrCreate(at url: URL) throws(HostKeyError) -> (key: HostKey, created: Bool) {
        if let data = FileManager.default.contents(atPath: url.path) {
            var status = stat()
            if stat(url.path, &status) == 0, status.st_mode & 0o077 != 0 {
                throw HostKeyError("\(url.path) can be read by others (mode \(String(status.st_mode & 0o777, radix: 8))): chmod 600 \(url.path)")
            }
            return (try HostKey(fileContents: data, path: url.path), false)
        }
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw HostKeyError("cannot create \(directory.path): \(error.localizedDescription)")
        }
        let key = Curve25519.Signing.PrivateKey()
        let text = Data((key.rawRepresentation.base64EncodedString() + "\n").utf8)
        // O_EXCL: two servers starting at once never overwrite each other's key.
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw HostKeyError("cannot create \(url.path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        let written = text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard written == text.count, fsync(descriptor) == 0 else {
            unlink(url.path)
            throw HostKeyError("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
        return (HostKey(key), true)
    }

    /// The host key whose raw private key `fileContents` holds in base64.
    init(fileContents: Data, path: String) throws(HostKeyError) {
        let text = String(decoding: fileContents, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("-----BEGIN") {
            throw HostKeyError(
                "\(path) is an OpenSSH or PEM key, not a set-game host key: give serve a path where none is, "
                    + "it makes one there; copy that file to the other nodes")
        }
        guard let raw = Data(base64Encoded: text), let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: raw) else {
            throw HostKeyError("\(path) is not a set-game host key; move it aside to make a new one")
        }
        self.init(key)
    }

    init(_ key: Curve25519.Signing.PrivateKey) {
        privateKey = NIOSSHPrivateKey(ed25519Key: key)
        openSSHPublicKey = String(openSSHPublicKey: privateKey.publicKey)
        fingerprint = Self.fingerprint(ofOpenSSHPublicKey: openSSHPublicKey) ?? "?"
    }

    /// `SHA256:` and the unpadded base64 of the SHA-256 of the key's wire form, as OpenSSH
    /// prints fingerprints; nil when `openSSHPublicKey` is not `TYPE BASE64 …`.
    public static func fingerprint(ofOpenSSHPublicKey openSSHPublicKey: String) -> String? {
        let fields = openSSHPublicKey.split(separator: " ")
        guard fields.count >= 2, let blob = Data(base64Encoded: String(fields[1])) else { return nil }
        let digest = Data(SHA256.hash(data: blob)).base64EncodedString()
        return "SHA256:" + digest.replacingOccurrences(of: "=", with: "")
    }
}

/// Why the host key could not be read or made, worded for the person starting the server.
public struct HostKeyError: Error, Equatable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
