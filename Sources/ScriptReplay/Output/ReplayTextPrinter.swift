import InteractorAdapter

/// A replay as readable text: per step its line, the virtual time and the line as written,
/// then what the adapter did (stages, decisions with reasons, coalesced emissions,
/// fallbacks), expectation results, and at the end a summary.
///
/// The same printer writes golden files (`golden: true`): frames are left out and the
/// visible rows after every update are put in, and the script is named by its file name
/// only, so goldens do not depend on where the script was run from.
package struct ReplayTextPrinter {
    /// The report to print.
    var report: ReplayReport
    /// The script's lines as written, to print each step as it was written.
    var sourceLines: [Substring]
    /// Draw the screen after every step that changed it.
    var frames = false
    /// Print for a golden file.
    var golden = false

    package init(report: ReplayReport, sourceLines: [Substring], frames: Bool = false, golden: Bool = false) {
        self.report = report
        self.sourceLines = sourceLines
        self.frames = frames
        self.golden = golden
    }

    package func print() -> String {
        var lines = [headline, ""]
        var lastFrame: ScreenFrame?
        for record in report.steps {
            lines += stepLines(record)
            let failed = !record.failures.isEmpty
            if frames, !golden, record.frame != lastFrame || failed {
                lines += FramePrinter.draw(record.frame)
                lastFrame = record.frame
            } else if failed, !golden {
                lines.append("  screen as it was:")
                lines += FramePrinter.draw(record.frame, indent: "    ")
            }
        }
        if let error = report.error, report.steps.isEmpty { lines.append("error: \(error)") }
        lines += ["", summaryLine, "result: " + (report.passed ? "passed" : "FAILED")]
        return lines.joined(separator: "\n") + "\n"
    }

    private var headline: String {
        let header = report.header
        let name = golden ? String(report.file.split(separator: "/").last ?? "") : report.file
        var parts = [
            "replay \(name)", "screen \(header.screen)", header.style.listNoun,
            "viewport \(ReplayNumber.format(header.viewport))",
        ]
        if let rowHeight = header.rowHeight { parts.append("rows of \(ReplayNumber.format(rowHeight))") }
        if let headerHeight = header.headerHeight { parts.append("headers of \(ReplayNumber.format(headerHeight))") }
        if let footerHeight = header.footerHeight { parts.append("footers of \(ReplayNumber.format(footerHeight))") }
        if let duration = header.animationDuration { parts.append("animations of \(ReplayNumber.format(duration)) s") }
        if let threshold = header.fallbackThreshold { parts.append("fallback above \(threshold) changes") }
        if !header.inWindow { parts.append("not in a window") }
        return parts.joined(separator: " · ")
    }

    private func stepLines(_ record: ReplayStepRecord) -> [String] {
        let written =
            sourceLines.indices.contains(record.line - 1)
            ? String(sourceLines[record.line - 1]).trimmingWhitespace : "(line \(record.line))"
        var lines = ["line \(record.line), t=\(ReplayNumber.format(record.time)): \(written)"]
        for entry in record.entries {
            var shown = entry
            if !golden { shown.visible = [] }
            lines += shown.description.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map {
                "  " + $0
            }
        }
        if let note = record.note { lines.append("  note: \(note)") }
        if record.isExpectation {
            lines += record.failures.isEmpty ? ["  ok"] : record.failures.map { "  FAILED \($0)" }
        }
        if let error = record.error { lines.append("  error: \(golden ? error.message : error.description)") }
        return lines
    }

    private var summaryLine: String { report.summary.line }
}

extension ReplayTextPrinter {
    /// `1 step`, `2 steps`.
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingWhitespace: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
