import Foundation
import InteractorAdapter

/// A replay as a document: what `replay SCRIPT --json` prints, what `replay report RUN.json`
/// reads back, and what a report page is drawn from. Keys are sorted so that equal runs
/// print equal text.
///
/// ```json
/// {"file": "todo-basics.jsonl", "passed": true, "screen": "todo",
///  "list": {"style": "table", "viewport": 600, "rowHeight": 44, "headerHeight": 0, "animationDuration": 0.3, ...},
///  "steps": [{"line": 5, "step": "{\"screen\": \"todo\", ...}", "time": 0, "entries": [...],
///             "frame": {"counts": [1], "offset": 0, "lines": [{"kind": "row", "text": "Nothing to do", ...}]}}],
///  "summary": {"batches": 10, ...}}
/// ```
///
/// A step's `frame` (what the list showed after it, each line with its top, height,
/// identifier and view-state type) is left out when the step did not change it, as
/// `--frames` draws only the frames that changed. `list` and `frame` were added after the
/// other keys; a reader of the older form ignores them.
package struct ReplayRun: Codable, Equatable, Sendable {
    // MARK: Lifecycle

    package init(
        file: String, screen: String, passed: Bool, error: String? = nil, list: List?, steps: [Step],
        summary: ReplaySummary
    ) {
        self.file = file
        self.screen = screen
        self.passed = passed
        self.error = error
        self.list = list
        self.steps = steps
        self.summary = summary
    }

    // MARK: Internal

    /// How the list was set up: a script header's keys, with the defaults filled in.
    package struct List: Codable, Equatable, Sendable {
        /// `table` or `collection`.
        package var style: String
        package var viewport: Double
        package var rowHeight: Double
        package var headerHeight: Double
        package var animationDuration: Double
        package var inWindow: Bool
        package var fallbackThreshold: Int?

        package init(_ setup: ListSetup) {
            style = setup.style.rawValue
            viewport = setup.viewport
            rowHeight = setup.rowHeight
            headerHeight = setup.headerHeight
            animationDuration = setup.animationDuration
            inWindow = setup.inWindow
            fallbackThreshold = setup.fallbackThreshold
        }
    }

    /// One step: its line, the step as written, the virtual time after it, what the adapter
    /// did, the checks of an `expect` step, and what the list showed.
    package struct Step: Codable, Equatable, Sendable {
        package var line: Int
        /// The step as written in the script, without surrounding blanks.
        package var step: String
        /// The virtual time after the step, in seconds (to the millisecond).
        package var time: Double
        package var entries: [RenderTrace.Entry]
        /// For an `expect` step, its failed checks as text (empty when all held); nil for other steps.
        package var failures: [String]?
        /// The failed checks, each with what was expected and what was found; nil when none failed.
        package var checks: [Check]?
        package var note: String?
        /// What stopped the replay at this step, `file:line:column: message`.
        package var error: String?
        /// What the list showed after the step; nil when it equals the previous step's.
        package var frame: Frame?

        package init(
            line: Int, step: String, time: Double, entries: [RenderTrace.Entry] = [], failures: [String]? = nil,
            checks: [Check]? = nil, note: String? = nil, error: String? = nil, frame: Frame? = nil
        ) {
            self.line = line
            self.step = step
            self.time = time
            self.entries = entries
            self.failures = failures
            self.checks = checks
            self.note = note
            self.error = error
            self.frame = frame
        }

        /// Whether the step is an `expect` step.
        package var isExpectation: Bool { failures != nil }
    }

    /// A check of an `expect` step that did not hold.
    package struct Check: Codable, Equatable, Sendable {
        /// The check's key, e.g. `visible` or `lastDecision "t2"`.
        package var check: String
        package var expected: String
        package var actual: String

        package init(check: String, expected: String, actual: String) {
            self.check = check
            self.expected = expected
            self.actual = actual
        }

        package init(_ failure: ExpectationFailure) {
            check = failure.check
            expected = failure.expected
            actual = failure.actual
        }
    }

    /// What the list showed: its lines placed to scale, the rows of each section, where the
    /// viewport was.
    package struct Frame: Codable, Hashable, Sendable {
        package var lines: [Line]
        package var counts: [Int]
        package var offset: Double
        package var maximumOffset: Double
        package var viewport: Double
        package var contentHeight: Double

        package init(_ frame: ScreenFrame, layout: FrameLayout) {
            lines = frame.lines.enumerated().map { index, line in
                Line(line, placed: layout.lines.indices.contains(index) ? layout.lines[index] : nil)
            }
            counts = frame.counts
            offset = frame.offset
            maximumOffset = frame.maximumOffset
            viewport = layout.viewport
            contentHeight = layout.contentHeight
        }
    }

    /// One visible header, row or footer.
    package struct Line: Codable, Hashable, Sendable {
        /// `header`, `row` or `footer`.
        package var kind: String
        package var section: Int
        /// The row's index in its section; nil for a header.
        package var row: Int?
        /// What its cell shows, as the text frames print it.
        package var text: String
        /// Whether the row is selected (the text frames mark it `*`); nil when it is not.
        package var selected: Bool?
        /// Its top in the content and its height, in points.
        package var top: Double
        package var height: Double
        package var identifier: String?
        package var viewStateType: String?
        package var provider: String?
        /// Whether the list's placeholder shows it (its view-state type has no cell); nil when not.
        package var placeholder: Bool?

        init(_ line: ScreenFrame.Line, placed: FrameLayout.Line?) {
            switch line {
            case .header(let section, let text):
                kind = "header"
                self.section = section
                self.text = text
            case .footer(let section, let text):
                kind = "footer"
                self.section = section
                self.text = text
            case .row(let section, let row, let text, let isSelected):
                kind = "row"
                self.section = section
                self.row = row
                self.text = text
                selected = isSelected ? true : nil
            }
            top = placed?.top ?? 0
            height = placed?.height ?? 0
            identifier = placed?.identifier
            viewStateType = placed?.viewStateType
            provider = placed?.provider
            placeholder = placed?.isPlaceholder == true ? true : nil
        }
    }

    /// The script's path, as given.
    package var file: String
    package var screen: String
    package var passed: Bool
    /// What stopped the replay, `file:line:column: message`.
    package var error: String?
    /// How the list was set up; nil in a run written before the key existed.
    package var list: List?
    /// The setup (the header's line) first, then one per step run.
    package var steps: [Step]
    package var summary: ReplaySummary

    /// The frame each step ended with, filling in the frames left out as unchanged; nil
    /// before the first frame (a run written before frames were recorded).
    package var frames: [Frame?] {
        var last: Frame?
        return steps.map { step in
            if let frame = step.frame { last = frame }
            return last
        }
    }

    /// The run as `replay SCRIPT --json` prints it: sorted keys, indented, ending with a newline.
    /// - Throws: `ReplayEncodingError` when a number cannot be written (not finite).
    package func jsonText() throws(ReplayEncodingError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(self), as: UTF8.self) + "\n"
        } catch {
            throw ReplayEncodingError(error)
        }
    }
}

extension ReplayRun {
    /// The document of `report`, whose script's lines are `sourceLines`.
    package init(_ report: ReplayReport, sourceLines: [Substring]) {
        var previous: Frame?
        let steps = report.steps.map { record in
            let frame = Frame(record.frame, layout: record.layout)
            defer { previous = frame }
            return Step(
                line: record.line,
                step: sourceLines.indices.contains(record.line - 1)
                    ? String(sourceLines[record.line - 1]).trimmingWhitespace : "",
                time: ReplayNumber.rounded(record.time), entries: record.entries,
                failures: record.isExpectation ? record.failures.map(\.description) : nil,
                checks: record.failures.isEmpty ? nil : record.failures.map(Check.init),
                note: record.note, error: record.error?.description, frame: frame == previous ? nil : frame)
        }
        self.init(
            file: report.file, screen: report.header.screen, passed: report.passed,
            error: report.error?.description, list: List(report.header.listSetup), steps: steps,
            summary: report.summary)
    }
}
