// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "InteractorAdapter",
    products: [
        .library(name: "StagedDiff", targets: ["StagedDiff"]),
        .library(name: "InteractorAdapter", targets: ["InteractorAdapter"]),
        .library(name: "Interactors", targets: ["Interactors"]),
        .executable(name: "replay", targets: ["replay"]),
        .executable(name: "bench", targets: ["bench"]),
    ],
    targets: [
        .target(name: "StagedDiff"),
        // A seeded generator shared by the tests and the benchmarks; not a product.
        .target(name: "SeededRandom"),
        .target(name: "InteractorAdapter", dependencies: ["StagedDiff"]),
        .target(name: "Interactors", dependencies: ["InteractorAdapter"], path: "Interactors", exclude: ["Scripts"]),
        .target(name: "ReplayTool", dependencies: ["InteractorAdapter", "Interactors"]),
        .executableTarget(name: "replay", dependencies: ["ReplayTool"]),
        .executableTarget(name: "bench", dependencies: ["StagedDiff", "InteractorAdapter", "Interactors", "SeededRandom"]),
        .testTarget(name: "StagedDiffTests", dependencies: ["StagedDiff", "InteractorAdapter", "SeededRandom"]),
        .testTarget(name: "InteractorAdapterTests", dependencies: ["InteractorAdapter", "SeededRandom"]),
        .testTarget(name: "InteractorsTests", dependencies: ["Interactors"]),
        .testTarget(name: "ReplayToolTests", dependencies: ["ReplayTool"], exclude: ["Goldens"]),
    ],
    swiftLanguageModes: [.v6]
)
