import NIOCore
import NIOSSH
import SetOnline

/// Decides who a connection is (N5), one per connection.
///
/// - A public key counts only once its signature is checked: swift-nio-ssh answers a key
///   offered without one (`PK_OK`) itself and asks this delegate only about signed requests,
///   so an identity is never taken from a key merely offered (the wish/soft-serve bug).
/// - `none` is refused for every user name but `guest`, so OpenSSH goes on to offer its
///   keys instead of entering keyless; `guest` enters with `none` or any password.
/// - Any other user without a usable key may answer the password prompt with anything and
///   enters as a guest.
final class PlayerAuthenticator: NIOSSHServerUserAuthenticationDelegate {
    /// Who the connection proved to be, once it has.
    private(set) var identity: PlayerIdentity?
    private let guests: LiveGuests
    private var generator = SystemRandomNumberGenerator()

    init(guests: LiveGuests) {
        self.guests = guests
    }

    /// Gives a guest identity back to ``LiveGuests`` (the connection closed, or proved a key).
    func releaseGuest() {
        if let identity, identity.isGuest { guests.release(identity.key) }
        identity = nil
    }

    /// The user name that enters without a key.
    static let guestName = "guest"

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { [.publicKey, .password] }

    func requestReceived(
        request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        switch request.request {
        case .publicKey(let offer):
            // Reached only with a valid signature over this session (checked by NIOSSH).
            let text = String(openSSHPublicKey: offer.publicKey)
            guard let fingerprint = HostKey.fingerprint(ofOpenSSHPublicKey: text) else { return responsePromise.succeed(.failure) }
            releaseGuest()
            identity = .account(fingerprint: fingerprint, name: request.username)
            responsePromise.succeed(.success)
        case .none where request.username.lowercased() == Self.guestName, .password:
            if identity?.isGuest != true { identity = guests.draw(using: &generator) }
            responsePromise.succeed(.success)
        case .none, .hostBased:
            responsePromise.succeed(.failure)
        }
    }
}
