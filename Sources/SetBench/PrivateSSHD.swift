import Crypto
import FoundationEssentials
import Glibc
import NIOCore
import NIOSSH

/// What a Unix host would try first, for `set-game-bench --load N --sshd`: OpenSSH's own
/// `sshd` on a loopback port of its own, with its own host key and configuration in a fresh
/// directory, letting this process's user in with a key made for the run, and running
/// `ForceCommand set-game --test-mode` for every session: one game process (and two sshd
/// processes) per player, no shared tables. Stopped with SIGTERM, its directory removed.
final class PrivateSSHD {
    /// The sshd listening process.
    let pid: pid_t
    let port: Int
    /// Who logs in, and the key they log in with.
    let user: String
    let key: NIOSSHPrivateKey
    private let directory: String

    /// OpenSSH's server, where Debian's openssh-server puts it.
    static let program = "/usr/sbin/sshd"

    /// Starts `sshd` running `game` for every session of `user` (nil: this process's user).
    /// sshd runs the user's shell with the command, and the shell's start-up files with it
    /// (bash reads ~/.bashrc under sshd): a user with a plain shell measures sshd and the game
    /// alone (`useradd -r -s /bin/sh -d /nonexistent setbench; usermod -p '*' setbench`).
    init(game: String, user: String? = nil) throws {
        // The forced command runs in the user's home: the game by its absolute path.
        guard let resolved = realpath(game, nil) else { throw BenchFailure("\(game): \(String(cString: strerror(errno)))") }
        let game = String(cString: resolved)
        free(resolved)
        guard access(Self.program, X_OK) == 0 else { throw BenchFailure("--sshd needs OpenSSH's server at \(Self.program) (apt-get install openssh-server)") }
        directory = "/tmp/set-game-sshd-bench-\(getpid())"
        let data = directory + "/data"
        try FileManager.default.createDirectory(atPath: data + "/set-game", withIntermediateDirectories: true)
        // The game's first-run welcome is not what a returning player sees.
        _ = FileManager.default.createFile(atPath: data + "/set-game/welcomed", contents: Data())
        // sshd's privilege separation needs its empty directory.
        try? FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        let signing = Curve25519.Signing.PrivateKey()
        key = NIOSSHPrivateKey(ed25519Key: signing)
        let account = user.map { getpwnam($0) } ?? getpwuid(getuid())
        guard let account else { throw BenchFailure("--sshd-user \(user ?? ""): no such user") }
        self.user = String(cString: account.pointee.pw_name)
        // The game keeps its files as that user.
        for path in [data, data + "/set-game", data + "/set-game/welcomed"] { chown(path, account.pointee.pw_uid, account.pointee.pw_gid) }
        chmod(directory, 0o755)
        try (String(openSSHPublicKey: key.publicKey) + " set-game-bench\n").write(toFile: directory + "/authorized_keys", atomically: true, encoding: .utf8)
        do {
            try ChildProcess.run("/usr/bin/ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", directory + "/host_key"])
        } catch {
            throw BenchFailure("/usr/bin/ssh-keygen could not make the host key")
        }
        port = try Loopback.freePort()
        let configuration = """
            ListenAddress 127.0.0.1:\(port)
            HostKey \(directory)/host_key
            PidFile none
            AuthorizedKeysFile \(directory)/authorized_keys
            StrictModes no
            PermitRootLogin prohibit-password
            PasswordAuthentication no
            KbdInteractiveAuthentication no
            UsePAM no
            MaxStartups 1000
            LoginGraceTime 60
            PrintMotd no
            PrintLastLog no
            UseDNS no
            LogLevel ERROR
            SetEnv LANG=C.UTF-8
            ForceCommand exec env XDG_DATA_HOME=\(data) \(game) --test-mode

            """
        try configuration.write(toFile: directory + "/sshd_config", atomically: true, encoding: .utf8)
        do {
            try ChildProcess.run(Self.program, ["-t", "-f", directory + "/sshd_config"])
        } catch {
            throw BenchFailure("sshd -t -f \(directory)/sshd_config refused its configuration")
        }
        let (pid, output) = try OnlineBench.spawn([Self.program, "-D", "-f", directory + "/sshd_config", "-E", directory + "/sshd.log"])
        close(output)
        self.pid = pid
        try waitUntilListening()
    }

    /// Waits up to 10 s for the port to take a connection.
    private func waitUntilListening() throws {
        let deadline = LoadBench.now() + 10
        while LoadBench.now() < deadline {
            if Loopback.connects(to: port) { return }
            usleep(20_000)
        }
        stop()
        throw BenchFailure("sshd did not listen on 127.0.0.1:\(port) within 10 s")
    }

    /// The end of what sshd logged (its errors), to tell why a player's session ended.
    var logTail: String {
        let log = (try? String(contentsOfFile: directory + "/sshd.log", encoding: .utf8)) ?? ""
        return String(log.suffix(1000))
    }

    /// Stops sshd (its sessions end with it) and removes its directory.
    func stop() {
        let sessions = ProcessTree(root: pid).descendants
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        // The games save as their sessions hang up: the directory goes once they are gone.
        let deadline = LoadBench.now() + 10
        while sessions.contains(where: { kill($0, 0) == 0 }), LoadBench.now() < deadline { usleep(50_000) }
        _ = try? FileManager.default.removeItem(atPath: directory)
    }
}

/// A player's way into the private sshd: its user, with the run's key.
final class KeyLogin: NIOSSHClientUserAuthenticationDelegate {
    private let user: String
    private let key: NIOSSHPrivateKey
    private var offered = false

    init(user: String, key: NIOSSHPrivateKey) {
        self.user = user
        self.key = key
    }

    func nextAuthenticationType(
        availableMethods: NIOSSHAvailableUserAuthenticationMethods, nextChallengePromise: EventLoopPromise<NIOSSHUserAuthenticationOffer?>
    ) {
        guard !offered, availableMethods.contains(.publicKey) else { return nextChallengePromise.succeed(nil) }
        offered = true
        nextChallengePromise.succeed(NIOSSHUserAuthenticationOffer(username: user, serviceName: "", offer: .privateKey(.init(privateKey: key))))
    }
}
