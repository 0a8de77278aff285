// swift-tools-version: 6.0
import PackageDescription

// An app as a consumer of the library would write it: it depends on the InteractorAdapter
// product only and brings its own ListView. `check.sh` builds and runs it, then shows that
// the linked binary holds no headless list, test scheduler or script engine.
//
// SwiftPM identifies a path dependency by the last component of its path, lowercased: the
// folder the repository was cloned into (`interactoradapter`, `wt-app`, ...). With
// `.package(path:)` alone, `.product(package:)` would have to spell that folder name. The
// `name:` given here is what `.product(package:)` looks the package up by instead, so the
// manifest works whatever the clone's folder is called (check.sh tests this from a copy).
let package = Package(
    name: "AppPackage",
    dependencies: [
        .package(name: "InteractorAdapter", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "TodoApp",
            dependencies: [.product(name: "InteractorAdapter", package: "InteractorAdapter")])
    ],
    swiftLanguageModes: [.v6]
)
