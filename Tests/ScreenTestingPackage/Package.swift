// swift-tools-version: 6.0
import PackageDescription

// A team's package as it would use the library to test and replay its own screen, a
// playlist (not one of the library's examples). `run.sh` builds it, runs its tests and
// replays its script with its own three-line command.
//
//   Playlist         the screen's shared logic: interactor, actions, items (what the app links)
//   PlaylistScreens  the screen on the headless list: cells, their registration, and the
//                    screen registered for scripts (ScriptReplay)
//   playlist-replay  the team's replay command: ReplayCommand.main(screens: [.playlist])
//   PlaylistTests    ScreenHarness tests and the scripts replayed against their goldens
//
// SwiftPM names a path dependency after its folder, lowercased (`wt-screens`,
// `interactoradapter`, ...); `name:` lets `.product(package:)` say "InteractorAdapter" instead.
let package = Package(
    name: "ScreenTestingPackage",
    // The team's interactor guards its state with Synchronization's Mutex (macOS 15 / iOS 18);
    // the library itself asks for less (iOS 13, macOS 10.15).
    platforms: [.macOS(.v15), .iOS(.v18)],
    dependencies: [
        .package(name: "InteractorAdapter", path: "../..")
    ],
    targets: [
        .target(
            name: "Playlist",
            dependencies: [.product(name: "InteractorAdapter", package: "InteractorAdapter")]),
        .target(
            name: "PlaylistScreens",
            dependencies: [
                "Playlist",
                .product(name: "HeadlessList", package: "InteractorAdapter"),
                .product(name: "ScriptReplay", package: "InteractorAdapter"),
            ]),
        .executableTarget(
            name: "playlist-replay",
            dependencies: ["PlaylistScreens", .product(name: "ReplayTool", package: "InteractorAdapter")]),
        .testTarget(
            name: "PlaylistTests",
            dependencies: [
                "Playlist", "PlaylistScreens", .product(name: "ScreenTesting", package: "InteractorAdapter"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
