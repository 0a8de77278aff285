/// A readable line diff of two texts: changed lines with two lines of context, `-` for the
/// expected (golden) text, `+` for the actual one, each hunk headed by its line numbers.
///
/// ```text
/// @@ golden line 12, run line 12 @@
///   line 10, t=0.5: {"tap": [0, 1]}
/// -     0-1 t2 TodoEntryViewState: renderedInPlace (animated renderer, same cell type)
/// +     0-1 t2 TodoEntryViewState: reloaded (renderer cannot animate)
/// ```
///
/// Texts too different to align in `LineAlignment.maximumWork` steps are not aligned: the
/// diff shows the first difference and says how long each text is.
package enum LineDiff {
    private enum Edit: Equatable {
        case same(Substring, Int, Int)
        case removed(Substring, Int)
        case added(Substring, Int)
    }

    /// The diff's lines, empty when the texts are equal.
    /// - Complexity: O((N + M) · D) time, D the number of changed lines (at most
    ///   `LineAlignment.maximumWork` steps), and O(N + M) memory.
    /// - Parameter maximumWork: the steps the alignment may take (tests lower it).
    package static func diff(
        expected: String, actual: String, context: Int = 2, maximumWork: Int = LineAlignment.maximumWork
    ) -> [String] {
        let old = TextLines.splitOnLineFeeds(expected)
        let new = TextLines.splitOnLineFeeds(actual)
        guard let steps = LineAlignment.steps(old, new, maximumWork: maximumWork) else {
            return tooDifferent(old, new, context: context, maximumWork: maximumWork)
        }
        let edits = self.edits(steps, old, new)
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        var output: [String] = []
        var index = 0
        while index < changed.count {
            var end = index
            while end + 1 < changed.count, changed[end + 1] - changed[end] <= 2 * context + 1 { end += 1 }
            let range = max(0, changed[index] - context)...min(edits.count - 1, changed[end] + context)
            output.append(hunkHeader(edits[range]))
            output += edits[range].map(line)
            index = end + 1
        }
        return output
    }

    /// One row of the two texts side by side: a line of the expected (golden) text, of the
    /// actual one, or of both; `differs` unless the two are the same line.
    package struct SideBySideRow: Equatable, Sendable {
        /// The expected text's line number (from 1) and text, if the row has one.
        package var expectedLine: Int?
        package var expectedText: String?
        /// The actual text's line number (from 1) and text, if the row has one.
        package var actualLine: Int?
        package var actualText: String?
        package var differs: Bool
    }

    /// Both texts in full, aligned line by line: equal lines side by side, and each run of
    /// removed lines beside the run of added lines that replaces it.
    package static func sideBySide(
        expected: String, actual: String, maximumWork: Int = LineAlignment.maximumWork
    ) -> [SideBySideRow] {
        let old = TextLines.splitOnLineFeeds(expected)
        let new = TextLines.splitOnLineFeeds(actual)
        let steps = LineAlignment.steps(old, new, maximumWork: maximumWork) ?? LineAlignment.replacingMiddle(old, new)
        var rows: [SideBySideRow] = []
        var removed: [(Int, Substring)] = []
        var added: [(Int, Substring)] = []
        func flush() {
            for index in 0..<max(removed.count, added.count) {
                let left = index < removed.count ? removed[index] : nil
                let right = index < added.count ? added[index] : nil
                rows.append(
                    SideBySideRow(
                        expectedLine: left?.0, expectedText: left.map { String($0.1) }, actualLine: right?.0,
                        actualText: right.map { String($0.1) }, differs: true))
            }
            removed = []
            added = []
        }
        for edit in edits(steps, old, new) {
            switch edit {
            case .same(let text, let oldLine, let newLine):
                flush()
                rows.append(
                    SideBySideRow(
                        expectedLine: oldLine, expectedText: String(text), actualLine: newLine,
                        actualText: String(text), differs: false))
            case .removed(let text, let line): removed.append((line, text))
            case .added(let text, let line): added.append((line, text))
            }
        }
        flush()
        return rows
    }

    /// The alignment's steps as edits, each with its line and line numbers.
    private static func edits(_ steps: [LineAlignment.Step], _ old: [Substring], _ new: [Substring]) -> [Edit] {
        var edits: [Edit] = []
        edits.reserveCapacity(steps.count)
        var i = 0
        var j = 0
        for step in steps {
            switch step {
            case .same:
                edits.append(.same(old[i], i + 1, j + 1))
                i += 1
                j += 1
            case .removed:
                edits.append(.removed(old[i], i + 1))
                i += 1
            case .added:
                edits.append(.added(new[j], j + 1))
                j += 1
            }
        }
        return edits
    }

    /// The first difference of two texts too different to align, with `context` lines
    /// before it, and how long each text is.
    private static func tooDifferent(
        _ old: [Substring], _ new: [Substring], context: Int, maximumWork: Int
    ) -> [String] {
        let (first, _) = LineAlignment.commonEnds(old, new)
        let start = max(0, first - context)
        var lines = ["@@ golden line \(start + 1), run line \(start + 1) @@"]
        lines += old[start..<first].map { "  " + $0 }
        if first < old.count { lines.append("- " + old[first]) }
        if first < new.count { lines.append("+ " + new[first]) }
        lines.append(
            "(too many differences to align in \(maximumWork) steps: the golden has \(old.count) lines, this run \(new.count); the first difference is on line \(first + 1))"
        )
        return lines
    }

    private static func hunkHeader(_ edits: ArraySlice<Edit>) -> String {
        let oldLine = edits.lazy.compactMap { edit -> Int? in
            switch edit {
            case .same(_, let line, _), .removed(_, let line): line
            case .added: nil
            }
        }.first
        let newLine = edits.lazy.compactMap { edit -> Int? in
            switch edit {
            case .same(_, _, let line), .added(_, let line): line
            case .removed: nil
            }
        }.first
        return "@@ golden line \(oldLine.map(String.init) ?? "end"), run line \(newLine.map(String.init) ?? "end") @@"
    }

    private static func line(_ edit: Edit) -> String {
        switch edit {
        case .same(let text, _, _): return "  " + text
        case .removed(let text, _): return "- " + text
        case .added(let text, _): return "+ " + text
        }
    }
}
