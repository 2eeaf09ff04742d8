// swift-tools-version: 6.1
import PackageDescription

// Linux only: CNcurses links ncurses' terminfo library, tinfo, as Debian splits it, and the tests read
// /proc. No `platforms` entry, so the package claims no Apple platform.
let package = Package(
    name: "set-game",
    products: [
        .executable(name: "set-game", targets: ["SetTUI"]),
        // `set-game serve` runs this: the server's libraries stay out of the game's binary.
        .executable(name: "set-game-server", targets: ["SetServerCommand"]),
        // The speed probes, apart from the game: `set-game-bench`, never linked into it.
        .executable(name: "set-game-bench", targets: ["SetBench"]),
        // The floor `set-game-bench --outside` holds the game's frames to: their bytes replayed
        // with one ppoll and one write each, in C.
        .executable(name: "set-game-frame-floor", targets: ["FrameFloor"]),
        .library(name: "SetCore", targets: ["SetCore"]),
        .library(name: "SetRender", targets: ["SetRender"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // The online server (`set-game serve`): SSH over NIO, its host key, its records.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // NIOSSH is swift-nio-ssh 0.15.1's, vendored as a target (Vendor/swift-nio-ssh/PATCH.md),
        // with keyboard-interactive on the server side: keyless players get no password prompt.
        // A target, not a path package, so packages depending on this one by version still resolve.
        .package(url: "https://github.com/apple/swift-atomics.git", from: "1.3.0"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        // Many nodes, one world (N10): the shared store behind `serve --database postgres://…`.
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // The host's figures (`serve --metrics`): counted through swift-metrics, served as
        // Prometheus text; the web page and the metrics over Hummingbird (no default traits:
        // neither swift-configuration nor full Foundation is needed).
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        // The tests' golden screens: a grid's glyphs and styles as text, compared line by line.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
    ],
    targets: [
        // The rules round and take square roots with the C library's libm, which a program
        // that links SetCore alone (another package's) does not get otherwise.
        .target(name: "SetCore", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "SetRender", dependencies: ["SetCore"]),
        .target(name: "SetAnimation", dependencies: ["SetCore", "SetRender"]),
        // The frame path any terminal uses: input events and their decoders, the frame diff,
        // the ANSI encoder and color mapping; no terminfo, no app.
        .target(name: "SetFrame", dependencies: ["SetRender"]),
        // What one player sees of a table, local or online: key labels for their keyboard,
        // key → card, cursor, marks, notes, the help line, wrapping, the too-small screen.
        .target(name: "SetTable", dependencies: ["SetCore", "SetRender", "SetFrame"]),
        // The shape of a session program (update → effects, view → grid, next wake-up) and
        // the pacing of its frames: written once for every driver, local or ssh.
        .target(name: "SetProgram", dependencies: ["SetRender", "SetFrame"]),
        .target(name: "SetApp", dependencies: ["SetCore", "SetRender", "SetAnimation", "SetStore", "SetFrame", "SetTable", "SetProgram"]),
        .target(name: "SetTerminal", dependencies: ["SetRender", "SetFrame", "CNcurses", "CTerminal"]),
        // The run loop a session runs: terminal, clock and files come from outside.
        .target(name: "SetLoop", dependencies: ["SetApp", "SetFrame", "SetProgram", "SetRender", "SetTerminal"]),
        // `set-game-bench`: the engine measured in process, the game measured from outside.
        .executableTarget(
            name: "SetBench",
            dependencies: [
                "SetCore", "SetStore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                // --load: many players' SSH sessions in one process (--sshd: logged in by a key).
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "NIOPosix", package: "swift-nio"),
                "NIOSSH", .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        .executableTarget(name: "FrameFloor"),
        .target(name: "CTerminal"),
        .target(name: "SetStore", dependencies: ["SetCore", .product(name: "GRDB", package: "GRDB.swift")]),
        // swift-nio-ssh 0.15.1 (Apache-2.0) with server-side keyboard-interactive (PATCH.md there).
        .target(
            name: "NIOSSH",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Atomics", package: "swift-atomics"),
            ],
            path: "Vendor/swift-nio-ssh/Sources/NIOSSH",
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Online play: the rules of a shared room (pure), then the SSH server around them.
        .target(name: "SetOnline", dependencies: ["SetCore"]),
        .target(
            name: "SetServer",
            dependencies: [
                "SetOnline", "SetCore", "SetRender", "SetTable", "SetFrame", "SetProgram", "SetAnimation", "SetStore",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                "NIOSSH",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
            ]
        ),
        // What the host serves over HTTP beside the game (`serve --metrics`, `serve --http`):
        // the Prometheus scrape and the community's read-only site.
        .target(
            name: "SetWeb",
            dependencies: [
                "SetServer", "SetOnline", "SetCore", "SetRender",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "CoreMetrics", package: "swift-metrics"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            // Only what a file imports is in scope: GRDB's `[SQL].joined` must not claim the
            // pages' string literals.
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .executableTarget(
            name: "SetTUI",
            dependencies: [
                "SetCore", "SetRender", "SetApp", "SetTable", "SetTerminal", "SetStore", "SetFrame", "SetLoop",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
        ),
        .executableTarget(
            name: "SetServerCommand",
            dependencies: [
                "SetServer", "SetStore", "SetWeb", .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "SetTestSupport",
            dependencies: ["SetCore", "SetRender", "SetStore", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            path: "Tests/SetTestSupport"
        ),
        .testTarget(
            name: "SetCoreTests",
            dependencies: [
                "SetCore", "SetTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SetRenderTests",
            dependencies: ["SetRender", "SetCore", "SetTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "SetAnimationTests",
            dependencies: ["SetAnimation", "SetRender", "SetCore", "SetTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "SetAppTests",
            dependencies: [
                "SetApp", "SetTable", "SetRender", "SetCore", "SetStore", "SetFrame", "SetProgram", "SetTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SetProgramTests",
            dependencies: ["SetProgram", "SetRender", "SetFrame", "SetTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "SetTableTests", dependencies: ["SetTable", "SetRender", "SetCore", "SetFrame", "SetTestSupport"]),
        .testTarget(
            name: "SetTerminalTests",
            dependencies: ["SetTerminal", "SetFrame", "SetRender", "SetTestSupport"]
        ),
        .testTarget(
            name: "SetFrameTests",
            dependencies: ["SetFrame", "SetRender", "SetTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "SetOnlineTests",
            dependencies: ["SetOnline", "SetCore", "SetTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "SetServerTests",
            dependencies: [
                "SetServer", "SetOnline", "SetCore", "SetRender", "SetTable", "SetFrame", "SetProgram", "SetAnimation", "EndToEndSupport", "SetTestSupport",
                "SetWeb", .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                "NIOSSH",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "SetStoreTests",
            dependencies: [
                "SetStore", "SetCore", "SetTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SetTUITests",
            dependencies: [
                "SetTUI", "SetApp", "SetAnimation", "SetRender", "SetCore", "SetStore", "SetTerminal", "SetFrame", "SetLoop", "SetTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(name: "SetBenchTests", dependencies: ["SetBench", "SetTestSupport"]),
        // End to end: the built `set-game` (or the one SET_GAME_BINARY names) in tmux, on a
        // helper target of its own whose tests sit beside it.
        .target(name: "EndToEndSupport", path: "Tests/EndToEndSupport"),
        .testTarget(name: "EndToEndSupportTests", dependencies: ["EndToEndSupport", "SetTestSupport"]),
        .testTarget(
            name: "SetGameEndToEndTests",
            dependencies: ["EndToEndSupport", "SetTestSupport", "SetApp", "SetTable", "SetFrame", "SetRender", "SetCore", "SetStore"]
        ),
    ]
)
