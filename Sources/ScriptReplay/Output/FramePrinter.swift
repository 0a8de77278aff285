import InteractorAdapter

/// Draws a `ScreenFrame` as a box of rows, section headers set into its border:
///
/// ```text
/// ┌─ General ───────────┐
/// │ [ ] Notifications   │
/// │ Theme: System       │
/// ├─ Shortcuts ─────────┤
/// │ - Flashlight        │
/// └─ offset 0 of 96 ────┘
/// ```
package enum FramePrinter {
    /// The box's lines, each prefixed with `indent`.
    package static func draw(_ frame: ScreenFrame, indent: String = "  ") -> [String] {
        let rows = frame.lines.map(label)
        let width = max(24, (rows.map(\.count) + [footer(frame).count + 2]).max() ?? 0) + 2
        var lines: [String] = []
        for (index, line) in frame.lines.enumerated() {
            switch line {
            case .header:
                lines.append(border(index == 0 ? "┌" : "├", rows[index], index == 0 ? "┐" : "┤", width: width))
            case .row:
                if index == 0 { lines.append(border("┌", "", "┐", width: width)) }
                lines.append("│ " + rows[index] + String(repeating: " ", count: width - 2 - rows[index].count) + " │")
            }
        }
        if frame.lines.isEmpty {
            lines.append(border("┌", "", "┐", width: width))
            lines.append("│ " + "(empty)".padding(toLength: width - 2, withPad: " ", startingAt: 0) + " │")
        }
        lines.append(border("└", footer(frame), "┘", width: width))
        return lines.map { indent + $0 }
    }

    private static func label(_ line: ScreenFrame.Line) -> String {
        switch line {
        case .header(_, let text): return text
        case .row(_, _, let text, let isSelected): return isSelected ? text + " *" : text
        }
    }

    /// Where the viewport is, when the content does not fit in it.
    private static func footer(_ frame: ScreenFrame) -> String {
        frame.maximumOffset > 0
            ? "offset \(ReplayNumber.format(frame.offset)) of \(ReplayNumber.format(frame.maximumOffset))"
            : ""
    }

    /// `┌─ title ────┐`, or a plain rule without a title; `width` counts the inside.
    private static func border(_ left: String, _ title: String, _ right: String, width: Int) -> String {
        guard !title.isEmpty else { return left + String(repeating: "─", count: width) + right }
        let rule = max(0, width - title.count - 3)
        return left + "─ " + title + " " + String(repeating: "─", count: rule) + right
    }
}
