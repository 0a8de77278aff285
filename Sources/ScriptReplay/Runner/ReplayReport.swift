import HeadlessList
import InteractorAdapter
import ReactiveTesting

/// Everything a replay did: whether it passed, what failed and where, the adapter's trace,
/// the totals, and the texts `replay` prints and goldens pin.
///
/// ```swift
/// let report = try ScriptRunner.replay(scriptAt: "Scripts/playlist-basics.jsonl", screens: [.playlist])
/// print(report.passed, report.summary.batches)
/// for failure in report.failures { print(failure) }
/// print(report.text(frames: true))
/// ```
public struct ReplayReport: Equatable, Sendable {
    // MARK: Lifecycle

    package init(
        file: String, header: ScriptHeader, steps: [ReplayStepRecord] = [], summary: ReplaySummary = ReplaySummary()
    ) {
        self.file = file
        self.header = header
        self.steps = steps
        self.summary = summary
    }

    // MARK: Public

    /// Something that makes a replay fail: a check that did not hold, or what stopped it.
    public struct Failure: Equatable, Sendable, CustomStringConvertible {
        // MARK: Lifecycle

        /// A failure at `location`.
        public init(location: ScriptLocation, message: String, frame: ScreenFrame?) {
            self.location = location
            self.message = message
            self.frame = frame
        }

        // MARK: Public

        /// Where it was written: the file, the line, and the column of the failed check's
        /// key (or of what stopped the replay).
        public var location: ScriptLocation
        /// What went wrong: expected against found, or why the step could not run.
        public var message: String
        /// What the list showed at that step; nil when no screen was built.
        public var frame: ScreenFrame?

        /// `file:line:column: message`, as compilers write it.
        public var description: String { "\(location): \(message)" }
    }

    /// The script's path, as given.
    public package(set) var file: String
    /// Totals over the replay.
    public package(set) var summary: ReplaySummary
    /// Every failed check and the error that stopped the replay, in the order they happened.
    public package(set) var failures: [Failure] = []

    /// The name of the screen the script ran.
    public var screen: String { header.screen }

    /// Every expectation held and nothing stopped the replay.
    public var passed: Bool { error == nil && summary.failedExpectations == 0 }

    /// Every trace entry, in order.
    public var trace: RenderTrace { RenderTrace(entries: steps.flatMap(\.entries)) }

    /// The replay as `replay SCRIPT` prints it: per step its line, what the adapter did and
    /// what was checked, then the totals.
    /// - Parameter frames: draw the screen after every step that changed it (`--frames`).
    public func text(frames: Bool = false) -> String {
        ReplayTextPrinter(report: self, sourceLines: sourceLines, frames: frames).print()
    }

    /// The replay as a golden file holds it: the text without frames, with the rows visible
    /// after every update, naming the script by its file name only. Compare or record it
    /// with `GoldenFile`.
    public var goldenText: String {
        ReplayTextPrinter(report: self, sourceLines: sourceLines, golden: true).print()
    }

    /// The replay as `replay SCRIPT --json` prints it; when the run cannot be written as
    /// JSON (a number that is not finite), an object whose `error` says why.
    public var jsonText: String {
        do {
            return try encodedJSON()
        } catch {
            return "{\n  \"error\" : \(JSONValue.string(error.description).serialized)\n}\n"
        }
    }

    /// The replay as `replay SCRIPT --json` prints it.
    /// - Throws: `ReplayEncodingError` when the run cannot be written as JSON.
    package func encodedJSON() throws(ReplayEncodingError) -> String {
        try ReplayJSONPrinter.print(self, sourceLines: sourceLines)
    }

    /// `encodedJSON()` a step at a time (see `ReplayRun.writeJSON(_:)`).
    package func writeJSON(_ write: (String) -> Void) throws(ReplayEncodingError) {
        try ReplayRun(self, sourceLines: sourceLines).writeJSON(write)
    }

    // MARK: Internal

    /// The script's header.
    package var header: ScriptHeader
    /// One record per step run, the setup first; a step that stopped the replay is the last.
    package var steps: [ReplayStepRecord]
    /// What stopped the replay, if anything: an unknown screen (before any step) or a step's error.
    package var error: ReplayError?
    /// The script's lines as written, to print each step as it was written.
    package var sourceLines: [Substring] = []
}

extension ReplayReport.Failure {
    /// The failure for what stopped a replay.
    init(_ error: ReplayError, frame: ScreenFrame?) {
        self.init(location: error.location, message: error.message, frame: frame)
    }
}
