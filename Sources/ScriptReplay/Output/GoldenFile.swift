import Foundation

/// A recorded replay text that a run is compared with, or that a run writes: `replay
/// --golden FILE [--record]`, or a test that pins a script's behaviour.
///
/// ```swift
/// let report = try ScriptRunner.replay(scriptAt: "Scripts/playlist-basics.jsonl", screens: [.playlist])
/// switch GoldenFile(path: "Goldens/playlist-basics.txt").compare(report.goldenText) {
/// case .matches: break
/// case .differs(let diff): print(diff.joined(separator: "\n"))
/// case .recorded, .failed: ...
/// }
/// ```
public struct GoldenFile: Equatable, Sendable {
    // MARK: Lifecycle

    /// The golden file at `path`.
    public init(path: String) {
        self.path = path
    }

    // MARK: Public

    /// What comparing or recording found.
    public enum Outcome: Equatable, Sendable {
        /// The run's text equals the file's.
        case matches
        /// The file was written.
        case recorded
        /// The texts differ; the lines of a readable diff, `-` for the golden, `+` for the run.
        case differs([String])
        /// The file could not be read or written; why, and how to go on.
        case failed(String)
    }

    /// The file's path, as given.
    public var path: String

    /// Writes `text` to the file, creating its folder if needed.
    public func record(_ text: String) -> Outcome {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return .recorded
        } catch {
            return .failed("cannot write golden file \(path): \(error.localizedDescription)")
        }
    }

    /// Compares `text` with the file's contents.
    public func compare(_ text: String) -> Outcome {
        guard FileManager.default.fileExists(atPath: path) else {
            return .failed("golden file \(path) does not exist; record it with --golden \(path) --record")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failed("cannot read golden file \(path)")
        }
        let recorded = String(decoding: data, as: UTF8.self)
        return recorded == text ? .matches : .differs(LineDiff.diff(expected: recorded, actual: text))
    }
}
