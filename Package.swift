// swift-tools-version: 6.1
import PackageDescription

// Linux only: CNcurses links ncurses' terminfo library, tinfo, as Debian splits it, and the tests read
// /proc. No `platforms` entry, so the package claims no Apple platform.
/// The Swift settings of the game's own modules. They ask for generic metadata through its
/// accessor, with the conformances in hand, instead of by mangled name: the runtime then
/// never scans the binary's ~4,000 conformance records to check a generic requirement (each
/// first use of a type such as `[Key: Value]` cost ~250,000 instructions that way; 5.7M of
/// the 10.4M before the first frame).
///
/// And they put each function in a section of its own, so that the linker can lay out the
/// start-up's first (``startupOrder``).
let productModuleSettings: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-function-sections"])
]

/// The release `set-game` is linked by lld with the functions its start-up runs laid out
/// first, in Linker/startup-order.txt (`Linker/make-startup-order` rewrites it): the kernel
/// maps code in 64 KB windows around each page touched, and scattered over 14 MB of code
/// the first board touched 110 windows, 6.9 MB of the 8.9 MB resident then. A function no
/// longer there is only left in place. The compiler's unnamed functions (closure contexts'
/// destroyers, thunks), which no list can name, go all together ahead of the code
/// (Linker/unnamed-functions.ld): left beside their files' other code, they took five
/// windows more.
let packageDirectory = String(#filePath.dropLast("Package.swift".count))
let startupOrder: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-use-ld=lld", "-Xlinker", "--symbol-ordering-file=\(packageDirectory)Linker/startup-order.txt",
            "-Xlinker", "--no-warn-symbol-ordering",
            "-Xlinker", "--script=\(packageDirectory)Linker/unnamed-functions.ld",
        ],
        .when(platforms: [.linux], configuration: .release))
]

let package = Package(
    name: "set-game",
    products: [
        .executable(name: "set-game", targets: ["SetTUI"]),
        // `set-game serve` runs this: the server's libraries stay out of the game's binary.
        .executable(name: "set-game-server", targets: ["SetServerCommand"]),
        .library(name: "SetCore", targets: ["SetCore"]),
        .library(name: "SetRender", targets: ["SetRender"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // The online server (`set-game serve`): SSH over NIO, its host key, its records.
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssh.git", from: "0.15.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        // Many nodes, one world (N10): the shared store behind `serve --database postgres://…`.
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        .target(name: "SetCore", swiftSettings: productModuleSettings),
        .target(name: "SetRender", dependencies: ["SetCore"], swiftSettings: productModuleSettings),
        .target(name: "SetAnimation", dependencies: ["SetCore", "SetRender"], swiftSettings: productModuleSettings),
        // The frame path any terminal uses: input events and their decoders, the frame diff,
        // the ANSI encoder and color mapping; no terminfo, no app.
        .target(name: "SetFrame", dependencies: ["SetRender"], swiftSettings: productModuleSettings),
        .target(name: "SetApp", dependencies: ["SetCore", "SetRender", "SetAnimation", "SetStore", "SetFrame"], swiftSettings: productModuleSettings),
        .target(name: "SetTerminal", dependencies: ["SetRender", "SetFrame", "CNcurses", "CTerminal"], swiftSettings: productModuleSettings),
        // The run loop a session runs: terminal, clock and files come from outside.
        .target(name: "SetLoop", dependencies: ["SetApp", "SetFrame", "SetRender", "SetTerminal"], swiftSettings: productModuleSettings),
        // `set-game bench` and its probes, apart from the product's modules.
        .target(
            name: "SetBench",
            dependencies: [
                "SetCore", "SetRender", "SetAnimation", "SetApp", "SetFrame", "SetTerminal", "SetLoop", "SetStore", "CNcurses", "CTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(name: "CTerminal"),
        .target(name: "SetStore", dependencies: ["SetCore"], swiftSettings: productModuleSettings),
        // Online play: the rules of a shared room (pure), then the SSH server around them.
        .target(name: "SetOnline", dependencies: ["SetCore"]),
        .target(
            name: "SetServer",
            dependencies: [
                "SetOnline", "SetCore", "SetRender", "SetApp", "SetFrame", "SetAnimation", "SetStore",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .systemLibrary(
            name: "CNcurses",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        .executableTarget(
            name: "SetTUI",
            dependencies: [
                "SetCore", "SetRender", "SetApp", "SetTerminal", "SetStore", "SetFrame", "SetLoop", "SetBench",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: productModuleSettings,
            linkerSettings: startupOrder
        ),
        .executableTarget(
            name: "SetServerCommand",
            dependencies: ["SetServer", "SetStore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .target(name: "SetTestSupport", dependencies: ["SetCore", "SetRender", "SetStore"], path: "Tests/SetTestSupport"),
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
                "SetApp", "SetRender", "SetCore", "SetStore", "SetFrame", "SetTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SetTerminalTests",
            dependencies: ["SetTerminal", "SetFrame", "SetRender"]
        ),
        .testTarget(
            name: "SetFrameTests",
            dependencies: ["SetFrame", "SetRender", "SetTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "SetOnlineTests",
            dependencies: ["SetOnline", "SetCore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "SetServerTests",
            dependencies: [
                "SetServer", "SetOnline", "SetCore", "SetRender", "SetApp", "SetFrame", "SetAnimation", "EndToEndSupport", "SetTestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "SetStoreTests",
            dependencies: ["SetStore", "SetCore", "SetTestSupport", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(name: "SetTUITests", dependencies: ["SetTUI", "SetApp", "SetAnimation", "SetRender", "SetCore", "SetStore", "SetTerminal", "SetFrame", "SetLoop", "SetTestSupport"]),
        .testTarget(name: "SetBenchTests", dependencies: ["SetBench", "SetLoop", "SetApp", "SetTerminal", "SetStore", "SetCore"]),
        // End to end: the built `set-game` (or the one SET_GAME_BINARY names) in tmux, on a
        // helper target of its own whose tests sit beside it.
        .target(name: "EndToEndSupport", path: "Tests/EndToEndSupport"),
        .testTarget(name: "EndToEndSupportTests", dependencies: ["EndToEndSupport"]),
        .testTarget(
            name: "SetGameEndToEndTests",
            dependencies: ["EndToEndSupport", "SetApp", "SetFrame", "SetRender", "SetCore", "SetStore"]
        ),
    ]
)
