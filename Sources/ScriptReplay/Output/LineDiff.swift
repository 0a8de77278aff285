/// A readable line diff of two texts: changed lines with two lines of context, `-` for the
/// expected (golden) text, `+` for the actual one, each hunk headed by its line numbers.
///
/// ```text
/// @@ golden line 12, run line 12 @@
///   line 10, t=0.5: {"tap": [0, 1]}
/// -     0-1 t2 TodoEntryViewState: renderedInPlace (animated renderer, same cell type)
/// +     0-1 t2 TodoEntryViewState: reloaded (renderer cannot animate)
/// ```
package enum LineDiff {
    private enum Edit: Equatable {
        case same(String, Int, Int)
        case removed(String, Int)
        case added(String, Int)
    }

    /// The diff's lines, empty when the texts are equal.
    package static func diff(expected: String, actual: String, context: Int = 2) -> [String] {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let edits = self.edits(old, new)
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
    package static func sideBySide(expected: String, actual: String) -> [SideBySideRow] {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var rows: [SideBySideRow] = []
        var removed: [(Int, String)] = []
        var added: [(Int, String)] = []
        func flush() {
            for index in 0..<max(removed.count, added.count) {
                let left = index < removed.count ? removed[index] : nil
                let right = index < added.count ? added[index] : nil
                rows.append(
                    SideBySideRow(
                        expectedLine: left?.0, expectedText: left?.1, actualLine: right?.0, actualText: right?.1,
                        differs: true))
            }
            removed = []
            added = []
        }
        for edit in edits(old, new) {
            switch edit {
            case .same(let text, let oldLine, let newLine):
                flush()
                rows.append(
                    SideBySideRow(
                        expectedLine: oldLine, expectedText: text, actualLine: newLine, actualText: text, differs: false
                    ))
            case .removed(let text, let line): removed.append((line, text))
            case .added(let text, let line): added.append((line, text))
            }
        }
        flush()
        return rows
    }

    /// Longest common subsequence by dynamic programming: goldens have hundreds of lines.
    private static func edits(_ old: [String], _ new: [String]) -> [Edit] {
        var lengths = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i][j] = old[i] == new[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(.same(old[i], i + 1, j + 1))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Removals first, so that a changed line reads as `-` old then `+` new.
                edits.append(.removed(old[i], i + 1))
                i += 1
            } else {
                edits.append(.added(new[j], j + 1))
                j += 1
            }
        }
        return edits
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
