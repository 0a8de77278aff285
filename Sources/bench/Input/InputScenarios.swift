/// The inputs `bench input` reads, generated the same on every run: a long script of every
/// kind of step, a script of one 50 MB line, and golden texts with one changed line.
enum InputScenarios {
    /// A todo script of `steps` steps cycling through dispatches, taps, scrolls, advances and
    /// expectations, as the README's generated script does.
    static func script(steps: Int) -> String {
        var lines = [#"{"screen": "todo", "viewport": 132, "rowHeight": 44, "animationDuration": 0.3}"#]
        var task = 0
        while lines.count <= steps {
            task += 1
            lines += [
                #"{"scroll": 0}"#, #"{"dispatch": {"add": {"text": "Task \#(task)"}}}"#, #"{"advance": 0.5}"#,
                #"{"tap": [0, 0]}"#, #"{"dispatch": {"delete": {"id": "t\#(task)"}}}"#,
                #"{"expect": {"rows": 5, "absent": "Task \#(task)", "visible": ["a", "b", "c"]}}"#,
                #"{"swipe": {"item": [0, 1], "action": "Delete"}}"#, #"{"scroll": 88}"#,
            ]
        }
        return lines.prefix(steps + 1).joined(separator: "\n") + "\n"
    }

    /// A header and one `dispatch` line whose text is `megabytes` MB long.
    static func longLine(megabytes: Int) -> String {
        #"{"screen": "todo", "viewport": 600}"# + "\n"
            + #"{"dispatch": {"add": {"text": ""# + String(repeating: "c", count: megabytes * 1_000_000) + #""}}}"#
            + "\n"
    }

    /// A golden text of `lines` lines like a replay's, and the same text with its middle
    /// line changed.
    static func golden(lines: Int) -> (golden: String, run: String) {
        var text = (0..<lines).map { index in
            switch index % 4 {
            case 0:
                "line \(index / 4 + 2), t=\(Double(index) / 8): {\"dispatch\": {\"add\": {\"text\": \"Task \(index)\"}}}"
            case 1: "  emission \(index / 4 + 1): batches"
            case 2: "    stage 1: insert 0-\(index % 7)"
            default:
                "    0-\(index % 7) t\(index) TodoEntryViewState: renderedInPlace (animated renderer, same cell type)"
            }
        }
        let golden = text.joined(separator: "\n") + "\n"
        text[lines / 2] += " changed"
        return (golden, text.joined(separator: "\n") + "\n")
    }
}
