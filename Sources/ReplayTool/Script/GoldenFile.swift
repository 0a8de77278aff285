import Foundation

/// A recorded trace text to compare a run with (`--golden FILE`) or to write (`--record`).
struct GoldenFile {
    /// The file's path, as given.
    var path: String

    /// What comparing or recording found.
    enum Outcome: Equatable {
        /// The run's text equals the file's.
        case matches
        /// The file was written.
        case recorded
        /// The texts differ; the lines of a readable diff.
        case differs([String])
        /// The file could not be read or written; why.
        case failed(String)
    }

    /// Writes `text` to the file, creating its folder if needed.
    func record(_ text: String) -> Outcome {
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
    func compare(_ text: String) -> Outcome {
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
