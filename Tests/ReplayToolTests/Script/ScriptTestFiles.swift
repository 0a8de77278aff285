import Foundation

/// Where the example scripts and their goldens are, found from this file's path so that
/// tests run from any working directory; and a private temporary folder for bad scripts.
final class ScriptTestFiles {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// Interactors/Scripts.
    static let scripts = root.appendingPathComponent("Interactors/Scripts")
    /// Tests/ReplayToolTests/Goldens.
    static let goldens = root.appendingPathComponent("Tests/ReplayToolTests/Goldens")

    /// The example scripts' file names, sorted.
    static let scriptNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: scripts.path)) ?? []
        return names.filter { $0.hasSuffix(".jsonl") }.sorted()
    }()

    /// The path of an example script.
    static func script(_ name: String) -> String { scripts.appendingPathComponent(name).path }

    /// The golden of an example script: `todo-basics.jsonl` → `Goldens/todo-basics.txt`.
    static func golden(_ name: String) -> String {
        goldens.appendingPathComponent(String(name.dropLast(".jsonl".count)) + ".txt").path
    }

    let directory: URL

    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("replay-script-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `lines` as a script named `name` and returns its path.
    func write(_ name: String, _ lines: [String]) -> String {
        let url = directory.appendingPathComponent(name)
        try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        return url.path
    }

    /// A path in the folder.
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}
