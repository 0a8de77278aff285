import InteractorAdapter
import ScriptReplay

/// Prints a ``DiffReport`` for people: one heading per stage, then one line per operation
/// naming the position and the id (as JSON, so `"1"` and `1` differ).
///
/// ```
/// stage 1 of 2: 1 change
///   update item 1 (id "b")
/// stage 2 of 2: 3 changes
///   delete item 2 (id "c")
///   insert item 3 (id 7)
///   move item 3 (id "d") to 0
/// ```
enum DiffTextPrinter {
    static func print(_ report: DiffReport) -> String {
        guard !report.stages.isEmpty else { return "no changes\n" }
        var lines: [String] = []
        for (number, stage) in report.stages.enumerated() {
            let count = stage.changeset.changeCount
            lines.append("stage \(number + 1) of \(report.stages.count): \(count) change\(count == 1 ? "" : "s")")
            lines += operations(stage, isFlat: report.isFlat).map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func operations(_ stage: DiffReport.Stage, isFlat: Bool) -> [String] {
        let changeset = stage.changeset
        let before = stage.before
        let after = changeset.data
        func section(_ index: Int, in sections: [DiffSection]) -> String {
            "section \(index) (id \(sections[index].differenceIdentifier.text))"
        }
        func item(_ path: ElementPath, in sections: [DiffSection]) -> String {
            let id = sections[path.section].elements[path.element].differenceIdentifier.text
            return isFlat
                ? "item \(path.element) (id \(id))" : "item \(path.element) of section \(path.section) (id \(id))"
        }
        func place(_ path: ElementPath) -> String {
            isFlat ? "\(path.element)" : "item \(path.element) of section \(path.section)"
        }
        var lines: [String] = []
        lines += changeset.sectionUpdated.map { "update " + section($0, in: before) }
        lines += changeset.sectionDeleted.map { "delete " + section($0, in: before) }
        lines += changeset.sectionInserted.map { "insert " + section($0, in: after) }
        lines += changeset.sectionMoved.map { "move " + section($0.source, in: before) + " to \($0.target)" }
        lines += changeset.elementUpdated.map { "update " + item($0, in: before) }
        lines += changeset.elementDeleted.map { "delete " + item($0, in: before) }
        lines += changeset.elementInserted.map { "insert " + item($0, in: after) }
        lines += changeset.elementMoved.map { "move " + item($0.source, in: before) + " to " + place($0.target) }
        return lines
    }
}
