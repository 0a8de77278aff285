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
        var text = ""
        write { text += $0 }
        return text
    }

    /// Writes the text piece by piece (the headline, then each step with its frame, then the
    /// summary), so that a command can pass each piece on without holding the whole text.
    /// - Parameter write: called with each piece, lines ending in `\n`, in order.
    package func write(_ write: (String) -> Void) {
        func emit(_ lines: [String]) { write(lines.map { $0 + "\n" }.joined()) }
        emit([headline, ""])
        var lastFrame: ScreenFrame?
        for record in report.steps {
            var lines = stepLines(record)
            let failed = !record.failures.isEmpty
            if frames, !golden, record.frame != lastFrame || failed {
                lines += FramePrinter.draw(record.frame)
                lastFrame = record.frame
            } else if failed, !golden {
                lines.append("  screen as it was:")
                lines += FramePrinter.draw(record.frame, indent: "    ")
            }
            emit(lines)
        }
        var end: [String] = []
        if let error = report.error, report.steps.isEmpty { end.append("error: \(error)") }
        emit(end + ["", summaryLine, "result: " + (report.passed ? "passed" : "FAILED")])
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
            ? Self.clippedStep(String(sourceLines[record.line - 1]).trimmingWhitespace) : "(line \(record.line))"
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
    /// The most characters of a step as written that the text repeats: `--json` and the
    /// report page keep the step whole.
    package static let maximumStepLength = 1000

    /// `step`, or its first `maximumStepLength` characters, `…` and its length.
    static func clippedStep(_ step: String) -> String {
        let scalars = step.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: maximumStepLength, limitedBy: scalars.endIndex),
            end != scalars.endIndex
        else { return step }
        let length = step.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
        }
        return String(scalars[..<end]) + "… (\(length ?? scalars.count) characters)"
    }

    /// `1 step`, `2 steps`.
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    /// - Complexity: O(n), one copy of what remains.
    var trimmingWhitespace: String {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = utf8.firstIndex(where: { !isBlank($0) }), let last = utf8.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(self[first...last])
    }
}
