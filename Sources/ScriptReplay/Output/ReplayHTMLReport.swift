import Foundation
import InteractorAdapter

/// A replay as one self-contained HTML page that plays the screen back: every step as
/// written with its checks, the list's frame after each step drawn to scale, and for every
/// emission its method, stages, operations and per-item decisions, coloured by kind.
///
/// ```swift
/// let report = try ScriptRunner.replay(scriptAt: "Scripts/playlist-basics.jsonl", screens: [.playlist])
/// try ReplayHTMLReport(report, golden: GoldenFile(path: "Goldens/playlist-basics.txt"))
///     .write(to: "playlist-basics.html")
/// ```
///
/// The page opens offline from `file://`: its style and script are inline, it loads no
/// font, image or script, and its Content-Security-Policy forbids every request. It embeds
/// the run once, as JSON, and draws one frame at a time, so it grows linearly with the run.
/// When an expectation failed, a step could not run or the golden differs, it opens at the
/// first failure, with expected against found (and the golden beside the run's text).
/// Buttons or the arrow keys step through the run, play replays it at the script's virtual
/// times, and `#step-12` in the URL opens step 12. Texts from view states and scripts are
/// shown as text: whatever markup or script they hold never runs.
///
/// - Complexity: O(steps + frames × visible lines) to build.
public struct ReplayHTMLReport: Sendable {
    // MARK: Lifecycle

    /// The page of `report`.
    /// - Parameters:
    ///   - report: a replay, from `ScriptRunner.replay(scriptAt:screens:)`.
    ///   - golden: a golden file to compare the run with (as `replay --golden` does); the page
    ///     then says whether it matches and, when it does not, shows both texts side by side,
    ///     differing lines marked, and opens at the step the first difference is in.
    public init(_ report: ReplayReport, golden: GoldenFile? = nil) {
        self.init(
            run: ReplayRun(report, sourceLines: report.sourceLines),
            golden: golden.map { GoldenComparison(file: $0, run: report.goldenText) })
    }

    /// The page of a run document (a saved `replay --json`, or a screen test's steps).
    package init(run: ReplayRun, golden: GoldenComparison? = nil) {
        do {
            html = try ReplayPage.document(ReplayPageData(run, golden: golden))
            encodingError = nil
        } catch {
            html = ""
            encodingError = error
        }
    }

    // MARK: Public

    /// Why the page could not be written.
    public struct WriteError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The path the page was to be written to.
        public var path: String
        /// What went wrong.
        public var reason: String

        /// `cannot write the report page to PATH: REASON`.
        public var description: String { "cannot write the report page to \(path): \(reason)" }
    }

    /// The page: one HTML document, UTF-8; empty when the run cannot be embedded
    /// (`write(to:)` then throws, saying why).
    public let html: String

    /// Why the run could not be embedded in the page (a number that is not finite); nil
    /// when the page was made.
    package let encodingError: ReplayEncodingError?

    /// Writes the page to `path`, creating its folder if needed.
    /// - Throws: `WriteError` when the run cannot be embedded, or the folder cannot be
    ///   created or the file written.
    public func write(to path: String) throws(WriteError) {
        if let encodingError { throw WriteError(path: path, reason: encodingError.description) }
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(html.utf8).write(to: url)
        } catch {
            throw WriteError(path: path, reason: error.localizedDescription)
        }
    }
}
