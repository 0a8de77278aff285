// swift-tools-version: 6.0
import PackageDescription

// The module graph (each module and what it depends on; no arrow points back):
//
//   StagedDiff          —
//   ReactiveCore      ──▶ ReactiveAtomics  (one C header: the atomic flag disposal checks)
//   ReactiveTesting   ──▶ ReactiveCore
//   ListUpdates       ──▶ StagedDiff
//   HeadlessList      ──▶ ListUpdates
//   InteractorAdapter ──▶ StagedDiff, ReactiveCore, ListUpdates
//   ScriptReplay      ──▶ InteractorAdapter, HeadlessList, ReactiveTesting
//   Interactors       ──▶ InteractorAdapter, HeadlessList, ScriptReplay   (the examples)
//   ReplayTool        ──▶ ScriptReplay, HeadlessList, Interactors         (replay ──▶ ReplayTool)
//
// An app links InteractorAdapter (it re-exports StagedDiff, ReactiveCore and ListUpdates).
// Test targets add HeadlessList and ReactiveTesting. BinarySearch is an internal helper of
// ReactiveTesting, ListUpdates and HeadlessList; SeededRandom serves tests and `bench`.
let package = Package(
    name: "InteractorAdapter",
    products: [
        .library(name: "StagedDiff", targets: ["StagedDiff"]),
        .library(name: "ReactiveCore", targets: ["ReactiveCore"]),
        .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
        .library(name: "ListUpdates", targets: ["ListUpdates"]),
        .library(name: "HeadlessList", targets: ["HeadlessList"]),
        .library(name: "InteractorAdapter", targets: ["InteractorAdapter"]),
        .executable(name: "replay", targets: ["replay"]),
        .executable(name: "bench", targets: ["bench"]),
    ],
    targets: [
        .target(name: "StagedDiff"),
        .target(name: "BinarySearch"),
        .target(name: "ReactiveAtomics"),
        .target(name: "ReactiveCore", dependencies: ["ReactiveAtomics"]),
        .target(name: "ReactiveTesting", dependencies: ["ReactiveCore", "BinarySearch"]),
        .target(name: "ListUpdates", dependencies: ["StagedDiff", "BinarySearch"]),
        .target(name: "HeadlessList", dependencies: ["ListUpdates", "BinarySearch"]),
        .target(name: "InteractorAdapter", dependencies: ["StagedDiff", "ReactiveCore", "ListUpdates"]),
        .target(name: "ScriptReplay", dependencies: ["InteractorAdapter", "HeadlessList", "ReactiveTesting"]),
        .target(
            name: "Interactors", dependencies: ["InteractorAdapter", "HeadlessList", "ScriptReplay"],
            path: "Interactors", exclude: ["Scripts"]),
        .target(name: "ReplayTool", dependencies: ["ScriptReplay", "HeadlessList", "Interactors"]),
        .executableTarget(name: "replay", dependencies: ["ReplayTool"]),
        .executableTarget(
            name: "bench",
            dependencies: ["StagedDiff", "ReactiveCore", "HeadlessList", "InteractorAdapter", "SeededRandom"]),
        // A seeded generator shared by the tests and the benchmarks; not a product.
        .target(name: "SeededRandom"),
        // Data sources, cells and generators several test targets share; not a product.
        .target(
            name: "TestSupport",
            dependencies: ["StagedDiff", "ReactiveCore", "ListUpdates", "HeadlessList", "SeededRandom"],
            path: "Tests/TestSupport"),
        .testTarget(name: "StagedDiffTests", dependencies: ["StagedDiff", "ListUpdates", "SeededRandom"]),
        .testTarget(name: "BinarySearchTests", dependencies: ["BinarySearch"]),
        .testTarget(name: "ReactiveCoreTests", dependencies: ["ReactiveCore", "ReactiveTesting", "TestSupport"]),
        .testTarget(name: "ReactiveTestingTests", dependencies: ["ReactiveTesting", "TestSupport"]),
        .testTarget(
            name: "ListUpdatesTests", dependencies: ["ListUpdates", "HeadlessList", "ReactiveTesting", "TestSupport"]),
        .testTarget(name: "HeadlessListTests", dependencies: ["HeadlessList", "ReactiveCore", "TestSupport"]),
        .testTarget(
            name: "InteractorAdapterTests",
            dependencies: ["InteractorAdapter", "HeadlessList", "ReactiveTesting", "SeededRandom", "TestSupport"]),
        .testTarget(name: "ScriptReplayTests", dependencies: ["ScriptReplay", "TestSupport"]),
        .testTarget(name: "InteractorsTests", dependencies: ["Interactors", "ScriptReplay", "ReactiveTesting"]),
        .testTarget(name: "ReplayToolTests", dependencies: ["ReplayTool", "ScriptReplay"], exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
