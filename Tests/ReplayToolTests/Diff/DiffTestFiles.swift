import Foundation

/// A private temporary directory for one test's input files, removed when released.
final class DiffTestFiles {
    let directory: URL

    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("replay-diff-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `text` to a file named `name` and returns its path.
    func write(_ name: String, _ text: String) -> String {
        let url = directory.appendingPathComponent(name)
        try? Data(text.utf8).write(to: url)
        return url.path
    }

    /// A path in the directory where no file exists.
    func missing(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }
}
