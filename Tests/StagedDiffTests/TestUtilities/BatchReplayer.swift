import StagedDiff

/// Applies one stage's operations to the data before it the way UIKit does, and compares
/// the result with the stage's `data`: same identifiers everywhere, and every section or
/// element that was carried over (not inserted or reloaded) shows unchanged content.
///
/// Run after ``BatchRuleChecker`` passed: it assumes indices are in range.
struct BatchReplayer {
    let before: [TestSection]
    let stage: Changeset<[TestSection]>

    func problems() -> [String] {
        let after = stage.data
        guard let mapping = SectionMapping(beforeCount: before.count, afterCount: after.count, stage: stage) else {
            return ["sections do not map"]
        }
        var problems: [String] = []
        for (index, origin) in mapping.origin.enumerated() {
            guard let origin else { continue }  // inserted: its content comes from the data
            if stage.sectionUpdated.contains(origin) {
                if before[origin].model.id != after[index].model.id {
                    problems.append("reloaded section \(origin) became section \(after[index].model) at \(index)")
                }
                continue
            }
            if before[origin].model.id != after[index].model.id || !after[index].isContentEqual(to: before[origin]) {
                problems.append(
                    "section \(origin) (\(before[origin].model)) arrives at \(index) as \(after[index].model)")
            }
            problems += rowProblems(section: index, origin: origin)
        }
        return problems
    }

    /// Rebuilds the rows of after-section `section` from before-section `origin`.
    private func rowProblems(section: Int, origin: Int) -> [String] {
        let wanted = stage.data[section].elements
        var rows: [(item: TestItem, fresh: Bool)?] = Array(repeating: nil, count: wanted.count)
        for path in stage.elementInserted where path.section == section {
            rows[path.element] = (wanted[path.element], true)
        }
        for move in stage.elementMoved where move.target.section == section {
            let item = before[move.source.section].elements[move.source.element]
            rows[move.target.element] = (item, false)
        }
        let leaving = Set(stage.elementDeleted.filter { $0.section == origin }.map(\.element))
            .union(stage.elementMoved.filter { $0.source.section == origin }.map(\.source.element))
        let updated = Set(stage.elementUpdated.filter { $0.section == origin }.map(\.element))
        var staying = before[origin].elements.indices.filter { !leaving.contains($0) }.makeIterator()
        for index in rows.indices where rows[index] == nil {
            guard let row = staying.next() else { return ["section \(section): too few rows to fill"] }
            rows[index] = (before[origin].elements[row], updated.contains(row))
        }
        if staying.next() != nil { return ["section \(section): rows left over"] }
        var problems: [String] = []
        for (index, row) in rows.enumerated() {
            guard let row else { continue }
            if row.item.id != wanted[index].id {
                problems.append("row \(index) of section \(section) is \(row.item), data says \(wanted[index])")
            } else if !row.fresh && !wanted[index].isContentEqual(to: row.item) {
                problems.append(
                    "row \(index) of section \(section) changed \(row.item) → \(wanted[index]) without an update")
            }
        }
        return problems
    }
}
