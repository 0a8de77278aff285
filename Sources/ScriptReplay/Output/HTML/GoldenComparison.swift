import Foundation

/// A run's golden text beside the golden file it was compared with, for a report page to
/// show the two side by side.
package struct GoldenComparison: Equatable, Sendable {
    // MARK: Lifecycle

    /// `run`, a run's golden text, beside what `file` holds (nil when it cannot be read).
    package init(file: GoldenFile, run: String) {
        path = file.path
        golden = FileManager.default.contents(atPath: file.path).map { String(decoding: $0, as: UTF8.self) }
        self.run = run
    }

    package init(path: String, golden: String?, run: String) {
        self.path = path
        self.golden = golden
        self.run = run
    }

    // MARK: Internal

    /// The golden file's path, as given.
    package var path: String
    /// What the golden file holds; nil when it does not exist or cannot be read.
    package var golden: String?
    /// The run's golden text (`ReplayReport.goldenText`).
    package var run: String

    /// Whether the file holds exactly the run's text.
    package var matches: Bool { golden == run }
}
