// swift-tools-version: 6.0
import PackageDescription

// The module graph (each module and what it depends on; no arrow points back):
//
//   StagedDiff          —
//   ReactiveCore      ──▶ ReactiveAtomics  (one C header: the atomic flag disposal checks)
//   ReactiveTesting   ──▶ ReactiveCore
//   ListUpdates       ──▶ StagedDiff
//   HeadlessList      ──▶ ListUpdates
//   InteractorAdapter ──▶ StagedDiff, ReactiveCore, ListUpdates, LayoutSpecs (rows sized by a layout spec)
//   ScriptReplay      ──▶ InteractorAdapter, HeadlessList, ReactiveTesting, SeededRandom (fuzz runs)
//   ScreenTesting     ──▶ ReactiveCore, InteractorAdapter, HeadlessList, ReactiveTesting, ScriptReplay
//   ReplayTool        ──▶ ScriptReplay, HeadlessList, LayoutSpecs
//   LayoutSpecs         —                                                 (flexbox layout, text measuring)
//   Interactors       ──▶ InteractorAdapter, HeadlessList, ScriptReplay, LayoutSpecs (the examples)
//   replay            ──▶ ReplayTool, Interactors                          (the examples' command)
//   UIKitStandIn      ──▶ ListUpdates, LayoutSpecs                        (where there is no UIKit)
//   InteractorAdapterUIKit ──▶ InteractorAdapter, LayoutSpecs, UIKit (or UIKitStandIn where there is no UIKit)
//   InteractorsUIKit  ──▶ Interactors, InteractorAdapterUIKit, LayoutSpecs (the examples on UIKit)
//
// An app links InteractorAdapter (it re-exports StagedDiff, ReactiveCore and ListUpdates), and
// InteractorAdapterUIKit to show it on a UITableView or UICollectionView. UIKitStandIn spells
// the part of UIKit the binding uses, so that the binding builds and is tested where there is
// no UIKit; it is a dependency only on those platforms and never linked into an app on UIKit.
// An app's test targets add ScreenTesting (the harness, on HeadlessList and ReactiveTesting,
// and the script engine); its replay command links ReplayTool and a library that registers its
// screens with ScriptReplay. BinarySearch is an internal helper of ReactiveTesting,
// ListUpdates and HeadlessList; SeededRandom serves tests, `bench` and the fuzz engine.

/// The platforms without UIKit, where the UIKit binding builds against UIKitStandIn instead.
let withoutUIKit = TargetDependencyCondition.when(platforms: [.linux, .macOS, .windows, .android, .wasi, .openbsd])

let package = Package(
    name: "InteractorAdapter",
    // Mac Catalyst follows iOS. What each version brings (reconfigure from iOS 15, decided at
    // run time) is in the README's "Platforms". Every target, `bench` and the tests included,
    // builds at these minimums: none imports Synchronization (iOS 18 / macOS 15) on Apple
    // platforms (ReactiveCore's spin lock uses it on Linux only; Darwin has os_unfair_lock).
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13), .visionOS(.v1)],
    products: [
        .library(name: "StagedDiff", targets: ["StagedDiff"]),
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
        .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
        .library(name: "ListUpdates", targets: ["ListUpdates"]),
        .library(name: "HeadlessList", targets: ["HeadlessList"]),
        .library(name: "InteractorAdapter", targets: ["InteractorAdapter"]),
        .library(name: "ScriptReplay", targets: ["ScriptReplay"]),
        .library(name: "ScreenTesting", targets: ["ScreenTesting"]),
        .library(name: "ReplayTool", targets: ["ReplayTool"]),
        .library(name: "InteractorAdapterUIKit", targets: ["InteractorAdapterUIKit"]),
        .library(name: "LayoutSpecs", targets: ["LayoutSpecs"]),
        .executable(name: "replay", targets: ["replay"]),
        .executable(name: "bench", targets: ["bench"]),
    ],
    targets: [
        .target(name: "StagedDiff"),
        .target(name: "LayoutSpecs"),
        .target(name: "BinarySearch"),
        .target(name: "ReactiveAtomics"),
        .target(name: "ReactiveCore", dependencies: ["ReactiveAtomics"]),
        .target(name: "ReactiveTesting", dependencies: ["ReactiveCore", "BinarySearch"]),
        .target(name: "ListUpdates", dependencies: ["StagedDiff", "BinarySearch"]),
        .target(name: "HeadlessList", dependencies: ["ListUpdates", "BinarySearch"]),
        .target(name: "InteractorAdapter", dependencies: ["StagedDiff", "ReactiveCore", "ListUpdates", "LayoutSpecs"]),
        .target(
            name: "ScriptReplay",
            dependencies: ["InteractorAdapter", "HeadlessList", "ReactiveTesting", "SeededRandom"]),
        .target(
            name: "Interactors", dependencies: ["InteractorAdapter", "HeadlessList", "ScriptReplay", "LayoutSpecs"],
            path: "Interactors", exclude: ["Scripts", "Platform/UIKit"]),
        .target(
            name: "ScreenTesting",
            dependencies: ["ReactiveCore", "InteractorAdapter", "HeadlessList", "ReactiveTesting", "ScriptReplay"]),
        .target(name: "ReplayTool", dependencies: ["ScriptReplay", "HeadlessList", "LayoutSpecs"]),
        .executableTarget(name: "replay", dependencies: ["ReplayTool", "Interactors"]),
        .target(name: "UIKitStandIn", dependencies: ["ListUpdates", "LayoutSpecs"]),
        .target(
            name: "InteractorAdapterUIKit",
            dependencies: [
                "InteractorAdapter", "LayoutSpecs", .target(name: "UIKitStandIn", condition: withoutUIKit),
            ]),
        // The example screens on UIKit; not a product.
        .target(
            name: "InteractorsUIKit",
            dependencies: [
                "Interactors", "InteractorAdapterUIKit", "LayoutSpecs",
                .target(name: "UIKitStandIn", condition: withoutUIKit),
            ],
            path: "Interactors/Platform/UIKit"),
        .executableTarget(
            name: "bench",
            dependencies: [
                "StagedDiff", "ReactiveCore", "HeadlessList", "InteractorAdapter", "LayoutSpecs", "ScriptReplay",
                "SeededRandom", "Interactors",
            ]),
        // A replay command holding a screen with a planted trap, which the fuzz tests run as
        // the child process a trap takes down; not a product.
        .executableTarget(
            name: "fuzz-trap-screens",
            dependencies: ["ReplayTool", "ScriptReplay", "InteractorAdapter", "HeadlessList", "ReactiveCore"],
            path: "Tests/FuzzTrapScreens"),
        // A seeded generator shared by the tests and the benchmarks; not a product.
        .target(name: "SeededRandom"),
        // Data sources, cells and generators several test targets share; not a product.
        .target(
            name: "TestSupport",
            dependencies: [
                "StagedDiff", "ReactiveCore", "ListUpdates", "HeadlessList", "InteractorAdapter", "ScriptReplay",
                "SeededRandom",
            ],
            path: "Tests/TestSupport"),
        .testTarget(name: "StagedDiffTests", dependencies: ["StagedDiff", "ListUpdates", "SeededRandom"]),
        .testTarget(name: "BinarySearchTests", dependencies: ["BinarySearch"]),
        .testTarget(name: "LayoutSpecsTests", dependencies: ["LayoutSpecs"]),
        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore", "ReactiveTesting", "TestSupport"]),
        .testTarget(name: "ReactiveTestingTests", dependencies: ["ReactiveTesting", "TestSupport"]),
        .testTarget(
            name: "ListUpdatesTests", dependencies: ["ListUpdates", "HeadlessList", "ReactiveTesting", "TestSupport"]),
        .testTarget(
            name: "HeadlessListTests", dependencies: ["HeadlessList", "ReactiveCore", "SeededRandom", "TestSupport"]),
        .testTarget(
            name: "InteractorAdapterTests",
            dependencies: [
                "InteractorAdapter", "HeadlessList", "LayoutSpecs", "ReactiveTesting", "SeededRandom", "TestSupport",
            ]),
        .testTarget(
            name: "ScriptReplayTests", dependencies: ["ScriptReplay", "HeadlessList", "SeededRandom", "TestSupport"]),
        .testTarget(
            name: "InteractorsTests", dependencies: ["Interactors", "LayoutSpecs", "ScriptReplay", "ReactiveTesting"]),
        .testTarget(name: "ScreenTestingTests", dependencies: ["ScreenTesting", "TestSupport"]),
        .testTarget(
            name: "ReplayToolTests",
            dependencies: ["ReplayTool", "ScriptReplay", "Interactors", "LayoutSpecs", "SeededRandom"],
            exclude: ["Goldens"]),
        .testTarget(
            name: "InteractorAdapterUIKitTests",
            dependencies: [
                "InteractorAdapterUIKit", "InteractorsUIKit", "Interactors", "ScriptReplay", "HeadlessList",
                "ReactiveTesting", "SeededRandom", "TestSupport",
                .target(name: "UIKitStandIn", condition: withoutUIKit),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
