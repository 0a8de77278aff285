import Foundation
import InteractorAdapter

/// What a report page embeds, once, as JSON: the run's steps with their entries and checks,
/// and its frames, each drawn only when its step is shown. Equal frames are stored once
/// (steps that change nothing on screen share their frame), view-state type names once, and
/// a frame's lines as arrays, so that the page grows by about one step's entries and one
/// viewport of lines per step.
struct ReplayPageData: Encodable {
    // MARK: Lifecycle

    init(_ run: ReplayRun, golden: GoldenComparison?) {
        file = run.file
        screen = run.screen
        passed = run.passed && golden?.matches != false
        error = run.error
        list = run.list
        summary = run.summary.line
        var types = TypeTable()
        var frameIndexes: [ReplayRun.Frame: Int] = [:]
        var frames: [Frame] = []
        steps = zip(run.steps, run.frames).map { step, frame in
            var index = -1
            if let frame {
                if let known = frameIndexes[frame] {
                    index = known
                } else {
                    index = frames.count
                    frameIndexes[frame] = index
                    frames.append(Frame(frame, types: &types))
                }
            }
            return Step(step, frame: index)
        }
        self.frames = frames
        self.types = types.names
        self.golden = golden.map { Golden($0, steps: run.steps) }
        let failing = steps.firstIndex { $0.expect == "failed" || $0.error != nil }
        first = [failing, self.golden?.step].compactMap { $0 }.min() ?? -1
    }

    // MARK: Internal

    /// One step as the page lists and details it.
    struct Step: Encodable {
        var line: Int
        /// The step as written.
        var text: String
        var time: Double
        /// The index of its frame in `frames`; -1 when the run recorded none.
        var frame: Int
        /// What the adapter applied, without the visible lines the frame already shows.
        var entries: [RenderTrace.Entry]
        /// `held` or `failed` for an `expect` step; nil for the others.
        var expect: String?
        var checks: [ReplayRun.Check]?
        var note: String?
        var error: String?

        init(_ step: ReplayRun.Step, frame: Int) {
            line = step.line
            text = step.step
            time = step.time
            self.frame = frame
            entries = step.entries.map { entry in
                var entry = entry
                entry.visible = []
                return entry
            }
            if let failures = step.failures {
                expect = failures.isEmpty ? "held" : "failed"
                checks = step.checks ?? failures.map { ReplayRun.Check(check: $0, expected: "", actual: "") }
            }
            note = step.note
            error = step.error
        }
    }

    /// A frame: rows per section (`counts`), offset, largest offset, viewport and content
    /// height, and its lines, each `[kind, section, row, top, height, text, identifier,
    /// type, provider, flags]`: kind 0 for a row, 1 for a header and 2 for a footer (row -1), type an index
    /// into `types` (-1 for none), flags 1 for a selected row and 2 for a placeholder.
    struct Frame: Encodable {
        var counts: [Int]
        var offset: Double
        var maximumOffset: Double
        var viewport: Double
        var contentHeight: Double
        var lines: [Line]

        init(_ frame: ReplayRun.Frame, types: inout TypeTable) {
            counts = frame.counts
            offset = frame.offset
            maximumOffset = frame.maximumOffset
            viewport = frame.viewport
            contentHeight = frame.contentHeight
            lines = frame.lines.map { Line($0, type: $0.viewStateType.map { types.index(of: $0) } ?? -1) }
        }
    }

    /// One line of a frame, encoded as an array.
    struct Line: Encodable {
        var line: ReplayRun.Line
        var type: Int

        init(_ line: ReplayRun.Line, type: Int) {
            self.line = line
            self.type = type
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(line.kind == "header" ? 1 : line.kind == "footer" ? 2 : 0)
            try container.encode(line.section)
            try container.encode(line.row ?? -1)
            try container.encode(line.top)
            try container.encode(line.height)
            try container.encode(line.text)
            try container.encode(line.identifier)
            try container.encode(type)
            try container.encode(line.provider)
            try container.encode((line.selected == true ? 1 : 0) + (line.placeholder == true ? 2 : 0))
        }
    }

    /// The golden file and the run's text, side by side, and the step the first difference is in.
    struct Golden: Encodable {
        var path: String
        var matches: Bool
        /// Whether the golden file does not exist.
        var missing: Bool
        /// `[differs, golden line, golden text, run line, run text]`, 0 or 1 for `differs`,
        /// null where a side has no line.
        var rows: [Row]
        /// The index of the step whose text holds the first difference; nil when they match.
        var step: Int?

        init(_ comparison: GoldenComparison, steps: [ReplayRun.Step]) {
            path = comparison.path
            matches = comparison.matches
            missing = comparison.golden == nil
            guard let golden = comparison.golden, !comparison.matches else {
                rows = []
                return
            }
            rows = LineDiff.sideBySide(expected: golden, actual: comparison.run).map(Row.init)
            step = Self.step(holding: rows, run: comparison.run, steps: steps)
        }

        /// The step whose block of the run's text (from its `line N, t=...` heading on)
        /// holds the first differing line: the setup for a difference in the headline, the
        /// last step for one in the summary.
        private static func step(holding rows: [Row], run: String, steps: [ReplayRun.Step]) -> Int? {
            guard let first = rows.firstIndex(where: \.row.differs) else { return nil }
            let runLines = run.split(separator: "\n", omittingEmptySubsequences: false)
            // The run's line at the difference, or the last run line before it.
            let runLine = rows[...first].reversed().lazy.compactMap(\.row.actualLine).first ?? 1
            for text in runLines[..<min(runLine, runLines.count)].reversed() {
                guard text.hasPrefix("line "), let comma = text.firstIndex(of: ",") else { continue }
                guard let number = Int(text[text.index(text.startIndex, offsetBy: 5)..<comma]) else { continue }
                return steps.lastIndex { $0.line == number }
            }
            return runLine > 2 ? steps.indices.last : steps.indices.first
        }
    }

    /// One side-by-side row, encoded as an array.
    struct Row: Encodable {
        var row: LineDiff.SideBySideRow

        init(_ row: LineDiff.SideBySideRow) {
            self.row = row
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(row.differs ? 1 : 0)
            try container.encode(row.expectedLine)
            try container.encode(row.expectedText)
            try container.encode(row.actualLine)
            try container.encode(row.actualText)
        }
    }

    /// View-state type names, each stored once.
    struct TypeTable {
        private(set) var names: [String] = []
        private var indexes: [String: Int] = [:]

        mutating func index(of name: String) -> Int {
            if let index = indexes[name] { return index }
            indexes[name] = names.count
            names.append(name)
            return names.count - 1
        }
    }

    var file: String
    var screen: String
    /// Whether every expectation held and the golden, if any, matched.
    var passed: Bool
    var error: String?
    var list: ReplayRun.List?
    /// The summary line `replay` prints.
    var summary: String
    var types: [String]
    var frames: [Frame]
    var steps: [Step]
    var golden: Golden?
    /// The index of the first failing step (a failed expectation, an error, the golden's
    /// first difference), which the page opens at; -1 when nothing failed.
    var first: Int

    /// The data as JSON ready for a `<script type="application/json">` element.
    /// - Throws: `ReplayEncodingError` when a number cannot be written (not finite).
    func scriptJSON() throws(ReplayEncodingError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return HTMLEscaping.scriptJSON(String(decoding: try encoder.encode(self), as: UTF8.self))
        } catch {
            throw ReplayEncodingError(error)
        }
    }
}
