import Foundation

/// A screen test's steps as a report page shows them: each call on the harness (its line of
/// the test as written, the virtual time, what the adapter applied, the checks that failed
/// and what the list showed), so that a failing test leaves the page of what it did.
@MainActor
final class HarnessRecording {
    // MARK: Lifecycle

    /// A recording of a test of `screen` on a list set up as `setup`, made at `line` of
    /// `fileID`; its page goes to `folder` (by default the one `INTERACTOR_ADAPTER_REPORT_DIR` names).
    init(screen: String, setup: ListSetup, fileID: String, line: UInt, folder: String? = ReportFolder.fromEnvironment) {
        self.screen = screen
        self.setup = setup
        self.fileID = fileID
        self.folder = folder
        pageName = ReportFolder.pageName(fileID: fileID, line: Int(line))
    }

    // MARK: Internal

    /// Whether a check failed or work was left over.
    private(set) var hasFailed = false
    /// Where the page of a failing test is written; nil writes none.
    var folder: String?
    /// The page's file name in `folder`: the test file's name and the harness's line.
    let pageName: String

    /// `message`, ending with where the page of the test so far was written, when a folder is set.
    func failureMessage(_ message: String, summary: ReplaySummary) -> String {
        guard let folder else { return message }
        return message + "\n" + ReportFolder.write(page(summary: summary), named: pageName, in: folder)
    }

    /// Keeps an entry the adapter recorded; the next step gets it.
    func receive(_ entry: RenderTrace.Entry) {
        pendingEntries.append(entry)
    }

    /// Records the step just taken at `line` of `filePath`, with the entries since the last
    /// one and what the list shows now.
    /// - Parameters:
    ///   - call: what was called, shown when the test's source cannot be read.
    ///   - checks: for a check, its failed checks (empty when all held); nil for other steps.
    ///   - error: why the step failed otherwise (a tap off the list, work left over).
    func record(
        _ call: @autoclosure () -> String, filePath: StaticString, line: UInt, driver: ScreenDriver,
        checks: [ExpectationFailure]? = nil, error: String? = nil
    ) {
        let frame = driver.frame
        let shown = ReplayRun.Frame(frame, layout: driver.layout(of: frame))
        steps.append(
            ReplayRun.Step(
                line: Int(line), step: source(filePath: String(describing: filePath), line: Int(line)) ?? call(),
                time: ReplayNumber.rounded(driver.scheduler.now), entries: pendingEntries,
                failures: checks.map { $0.map(\.description) },
                checks: checks.flatMap { $0.isEmpty ? nil : $0.map(ReplayRun.Check.init) }, error: error,
                frame: shown == lastFrame ? nil : shown))
        pendingEntries = []
        lastFrame = shown
        if error != nil || checks?.isEmpty == false { hasFailed = true }
    }

    /// The page of everything recorded, with `summary`'s totals.
    func page(summary: ReplaySummary) -> ReplayHTMLReport {
        ReplayHTMLReport(
            run: ReplayRun(
                file: fileID, screen: screen, passed: !hasFailed, list: ReplayRun.List(setup), steps: steps,
                summary: summary))
    }

    // MARK: Private

    private let screen: String
    private let setup: ListSetup
    private let fileID: String
    private var steps: [ReplayRun.Step] = []
    private var pendingEntries: [RenderTrace.Entry] = []
    private var lastFrame: ReplayRun.Frame?
    /// The lines of each test file read so far, or nil for one that cannot be read.
    private var sources: [String: [Substring]?] = [:]

    /// The test's line as written, without surrounding blanks.
    private func source(filePath: String, line: Int) -> String? {
        if sources[filePath] == nil {
            sources[filePath] = .some(
                FileManager.default.contents(atPath: filePath).map {
                    String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
                })
        }
        guard let lines = sources[filePath] ?? nil, lines.indices.contains(line - 1) else { return nil }
        let text = lines[line - 1].trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }
}
