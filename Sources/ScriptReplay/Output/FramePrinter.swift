import InteractorAdapter

/// Draws a `ScreenFrame` as a box of rows, section headers set into its border and footers
/// into a dotted one; a row as tall as several rows of the list's height takes as many lines:
///
/// ```text
/// ┌─ General ───────────┐
/// │ [ ] Notifications   │
/// │ Theme: System       │
/// ├┄ Synced to iCloud ┄┄┤
/// ├─ Shortcuts ─────────┤
/// │ - Flashlight        │
/// └─ offset 0 of 96 ────┘
/// ```
package enum FramePrinter {
    /// The box's lines, each prefixed with `indent`.
    package static func draw(_ frame: ScreenFrame, indent: String = "  ") -> [String] {
        let rows = frame.lines.map(label)
        // A title set into a border takes one more column than a row's text. Widths are in
        // columns (`DisplayWidth`), so that emoji and wide characters keep the borders in line.
        let titles = zip(frame.lines, rows).map { line, text in
            if case .row = line { DisplayWidth.columns(of: text) } else { DisplayWidth.columns(of: text) + 1 }
        }
        let width = max(24, (titles + [footer(frame).count + 2]).max() ?? 0) + 2
        var lines: [String] = []
        for (index, line) in frame.lines.enumerated() {
            switch line {
            case .header:
                lines.append(border(index == 0 ? "┌" : "├", rows[index], index == 0 ? "┐" : "┤", width: width))
            case .row:
                if index == 0 { lines.append(border("┌", "", "┐", width: width)) }
                lines.append(
                    "│ " + rows[index]
                        + String(repeating: " ", count: width - 2 - DisplayWidth.columns(of: rows[index])) + " │")
                // A row taller than the list's row height goes on for as many lines.
                let span = frame.lineSpans.indices.contains(index) ? frame.lineSpans[index] : 1
                for _ in 1..<max(1, span) { lines.append("│" + String(repeating: " ", count: width) + "│") }
            case .footer:
                if index == 0 { lines.append(border("┌", "", "┐", width: width)) }
                lines.append(border("├", rows[index], "┤", width: width, rule: "┄"))
            }
        }
        if frame.lines.isEmpty {
            lines.append(border("┌", "", "┐", width: width))
            lines.append("│ " + "(empty)".padding(toLength: width - 2, withPad: " ", startingAt: 0) + " │")
        }
        lines.append(border("└", footer(frame), "┘", width: width))
        return lines.map { indent + $0 }
    }

    /// The most characters of a text a frame shows; a longer text is cut, ending with `…`
    /// (`--json` and the report page keep it whole), so a frame stays at most this wide.
    package static let maximumTextLength = 80

    private static func label(_ line: ScreenFrame.Line) -> String {
        switch line {
        case .header(_, let text), .footer(_, let text): return clipped(text)
        case .row(_, _, let text, let isSelected): return isSelected ? clipped(text) + " *" : clipped(text)
        }
    }

    /// `text`, or its first `maximumTextLength - 1` characters and `…`.
    /// - Complexity: O(`maximumTextLength`), whatever the text's length.
    static func clipped(_ text: String) -> String {
        guard let end = text.index(text.startIndex, offsetBy: maximumTextLength - 1, limitedBy: text.endIndex),
            text.index(end, offsetBy: 1, limitedBy: text.endIndex).map({ $0 != text.endIndex }) ?? false
        else { return text }
        return text[..<end] + "…"
    }

    /// Where the viewport is, when the content does not fit in it.
    private static func footer(_ frame: ScreenFrame) -> String {
        frame.maximumOffset > 0
            ? "offset \(ReplayNumber.format(frame.offset)) of \(ReplayNumber.format(frame.maximumOffset))"
            : ""
    }

    /// `┌─ title ────┐` (or with another `rule`), or a plain rule without a title; `width`
    /// counts the inside.
    private static func border(
        _ left: String, _ title: String, _ right: String, width: Int, rule: String = "─"
    ) -> String {
        guard !title.isEmpty else { return left + String(repeating: rule, count: width) + right }
        let length = max(0, width - DisplayWidth.columns(of: title) - 3)
        return left + rule + " " + title + " " + String(repeating: rule, count: length) + right
    }
}
