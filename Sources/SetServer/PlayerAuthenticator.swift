import NIOCore
import NIOSSH
import SetOnline

/// Decides who a connection is (N5), one per connection. Nobody is ever asked for a secret.
///
/// - A public key counts only once its signature is checked: swift-nio-ssh answers a key
///   offered without one (`PK_OK`) itself and asks this delegate only about signed requests,
///   so an identity is never taken from a key merely offered (the wish/soft-serve bug).
/// - `none` is refused for every user name but `guest`, so OpenSSH goes on to offer its
///   keys instead of entering keyless; `guest` enters with `none`.
/// - A client without a usable key goes on to `keyboard-interactive`, which the server
///   answers at once, with no prompt: it enters as a guest. `password` is not offered, so
///   OpenSSH never asks `user@host's password:`.
/// - RSA keys cannot be verified by swift-nio-ssh; OpenSSH does not even offer them here
///   ("no mutual signature algorithm"), so such a player enters as a guest and the lobby's
///   guest line says which keys are taken (``RatingLine``).
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

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods { [.publicKey, .keyboardInteractive] }

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
        case .none where request.username.lowercased() == Self.guestName, .keyboardInteractive:
            if identity?.isGuest != true { identity = guests.draw(using: &generator) }
            responsePromise.succeed(.success)
        case .none, .password, .hostBased:
            responsePromise.succeed(.failure)
        }
    }
}
