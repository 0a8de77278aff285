import Foundation

/// A private temporary folder for the scripts a test writes; removed when it goes away.
final class ScriptFolder {
    let directory: URL

    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("script-replay-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `lines` as the script `name` and returns its path.
    func write(_ name: String, _ lines: [String]) -> String {
        let url = directory.appendingPathComponent(name)
        try? Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
        return url.path
    }

    /// A path in the folder.
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
}
