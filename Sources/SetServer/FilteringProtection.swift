import NIOCore
import NIOSSH

/// One of swift-nio-ssh's own ciphers, with each message it decrypts passed through
/// ``UnknownRequestFilter`` before the library reads it: the only place a server can see a
/// message between its decryption and the library's reading of it.
final class FilteringProtection<Cipher: BundledCipher>: NIOSSHTransportProtection {
    private let inner: any NIOSSHTransportProtection

    static var cipherName: String { Cipher.name }
    static var macName: String? { Cipher.scheme.macName }
    static var cipherBlockSize: Int { Cipher.scheme.cipherBlockSize }
    static var keySizes: ExpectedKeySizes { Cipher.scheme.keySizes }

    init(initialKeys: NIOSSHSessionKeys) throws {
        inner = try Cipher.scheme.init(initialKeys: initialKeys)
    }

    var macBytes: Int { inner.macBytes }
    var lengthEncrypted: Bool { inner.lengthEncrypted }

    func updateKeys(_ newKeys: NIOSSHSessionKeys) throws {
        try inner.updateKeys(newKeys)
    }

    func decryptFirstBlock(_ source: inout ByteBuffer) throws {
        try inner.decryptFirstBlock(&source)
    }

    func decryptAndVerifyRemainingPacket(_ source: inout ByteBuffer, sequenceNumber: UInt32) throws -> ByteBuffer {
        UnknownRequestFilter.filtered(try inner.decryptAndVerifyRemainingPacket(&source, sequenceNumber: sequenceNumber))
    }

    func encryptPacket(_ destination: inout ByteBuffer, sequenceNumber: UInt32) throws {
        try inner.encryptPacket(&destination, sequenceNumber: sequenceNumber)
    }
}

/// The ciphers `serve` offers.
enum ServerCiphers {
    /// The server's ciphers: each of swift-nio-ssh's, in its order, filtered when it is one
    /// of the two this knows (AES-GCM, all the library has), as it is otherwise.
    static var schemes: [any NIOSSHTransportProtection.Type] {
        Constants.bundledTransportProtectionSchemes.map { scheme -> any NIOSSHTransportProtection.Type in
            switch scheme.cipherName {
            case AES256GCM.name: FilteringProtection<AES256GCM>.self
            case AES128GCM.name: FilteringProtection<AES128GCM>.self
            default: scheme
            }
        }
    }
}

/// A cipher swift-nio-ssh bundles, by its name on the wire.
protocol BundledCipher {
    static var name: String { get }
}

extension BundledCipher {
    /// The library's implementation (only asked for by ``ServerCiphers/schemes``,
    /// which lists a name only when the library has it).
    static var scheme: any NIOSSHTransportProtection.Type {
        guard let scheme = Constants.bundledTransportProtectionSchemes.first(where: { $0.cipherName == name }) else {
            fatalError("swift-nio-ssh no longer bundles \(name)")
        }
        return scheme
    }
}

enum AES256GCM: BundledCipher {
    static let name = "aes256-gcm@openssh.com"
}

enum AES128GCM: BundledCipher {
    static let name = "aes128-gcm@openssh.com"
}
