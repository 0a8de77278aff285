import StagedDiff

/// The batch-update rules of UIKIT-RULES.md, plus the differ's own promises, checked on one
/// stage. Stands in for the headless list's validator until that one exists.
///
/// Returns every problem found (UIKit reports only the first), in UIKit's checking order.
struct BatchRuleChecker {
    let before: [Int]   // rows per section before the stage
    let after: [Int]    // rows per section after the stage
    let stage: Changeset<[TestSection]>

    func problems() -> [String] {
        var problems = rangeProblems()
        guard problems.isEmpty else { return problems }
        problems += conflictProblems()
        problems += differProblems()
        problems += countProblems()
        return problems
    }

    private func rangeProblems() -> [String] {
        var problems: [String] = []
        for section in stage.sectionUpdated + stage.sectionDeleted + stage.sectionMoved.map(\.source)
        where !before.indices.contains(section) {
            problems.append("section \(section) out of range: only \(before.count) sections before the update")
        }
        for section in stage.sectionInserted + stage.sectionMoved.map(\.target) where !after.indices.contains(section) {
            problems.append("section \(section) out of range: only \(after.count) sections after the update")
        }
        for path in stage.elementUpdated + stage.elementDeleted + stage.elementMoved.map(\.source)
        where !(before.indices.contains(path.section) && path.element >= 0 && path.element < before[path.section]) {
            problems.append("row \(path) does not exist before the update")
        }
        for path in stage.elementInserted + stage.elementMoved.map(\.target)
        where !(after.indices.contains(path.section) && path.element >= 0 && path.element < after[path.section]) {
            problems.append("row \(path) does not exist after the update")
        }
        return problems
    }

    private func conflictProblems() -> [String] {
        var problems: [String] = []
        let deletedPaths = Set(stage.elementDeleted)
        let movedFrom = stage.elementMoved.map(\.source)
        let movedTo = stage.elementMoved.map(\.target)
        problems += duplicates(stage.elementDeleted).map { "duplicate delete of \($0)" }
        problems += duplicates(stage.sectionDeleted).map { "duplicate delete of section \($0)" }
        problems += duplicates(stage.elementUpdated).map { "duplicate reload of \($0)" }
        problems += duplicates(stage.elementInserted).map { "duplicate insert of \($0)" }
        problems += duplicates(stage.sectionInserted).map { "duplicate insert of section \($0)" }
        problems += stage.elementUpdated.filter(deletedPaths.contains).map { "attempt to delete and reload the same index path (\($0))" }
        problems += movedFrom.filter { deletedPaths.contains($0) || stage.elementUpdated.contains($0) }
            .map { "attempt to perform a delete and a move from the same index path (\($0))" }
        problems += movedTo.filter(stage.elementInserted.contains).map { "attempt to perform an insert and a move to the same index path (\($0))" }
        problems += stage.sectionMoved.map(\.source).filter { stage.sectionDeleted.contains($0) || stage.sectionUpdated.contains($0) }
            .map { "attempt to perform a delete and a move from the same section (\($0))" }
        problems += stage.sectionMoved.map(\.target).filter(stage.sectionInserted.contains)
            .map { "attempt to perform an insert and a move to the same section (\($0))" }
        problems += movedFrom.filter { stage.sectionDeleted.contains($0.section) }.map { "cannot move an item from a deleted section (\($0.section))" }
        problems += movedTo.filter { stage.sectionInserted.contains($0.section) }.map { "cannot move an item into a newly inserted section (\($0.section))" }
        problems += duplicates(movedFrom).map { "attempt to move row at index path \($0) to two places" }
        problems += duplicates(movedTo).map { "attempt to move two rows to \($0)" }
        problems += duplicates(stage.sectionMoved.map(\.source)).map { "attempt to move section \($0) to two places" }
        problems += duplicates(stage.sectionMoved.map(\.target)).map { "attempt to move two sections to section \($0)" }
        return problems
    }

    /// What the differ promises beyond UIKit's hard rules.
    private func differProblems() -> [String] {
        var problems: [String] = []
        if !stage.hasChanges { problems.append("empty stage") }
        let hasUpdates = !stage.elementUpdated.isEmpty || !stage.sectionUpdated.isEmpty
        if hasUpdates && (!stage.elementMoved.isEmpty || !stage.sectionMoved.isEmpty) {
            problems.append("updates and moves in one stage")
        }
        let changedBefore = Set(stage.sectionDeleted + stage.sectionUpdated + stage.sectionMoved.map(\.source))
        let changedAfter = Set(stage.sectionInserted + stage.sectionMoved.map(\.target))
        for path in stage.elementDeleted + stage.elementUpdated + stage.elementMoved.map(\.source)
        where changedBefore.contains(path.section) {
            problems.append("element operation at \(path) inside a section deleted, moved or reloaded in the same stage")
        }
        for path in stage.elementInserted + stage.elementMoved.map(\.target) where changedAfter.contains(path.section) {
            problems.append("element operation at \(path) inside a section inserted or moved in the same stage")
        }
        return problems
    }

    private func countProblems() -> [String] {
        let inserted = stage.sectionInserted.count
        let deleted = stage.sectionDeleted.count
        guard after.count == before.count + inserted - deleted else {
            return ["Invalid update: invalid number of sections. after \(after.count), before \(before.count), \(inserted) inserted, \(deleted) deleted"]
        }
        guard let mapping = SectionMapping(beforeCount: before.count, afterCount: after.count, stage: stage) else {
            return ["sections do not map"]
        }
        var problems: [String] = []
        for section in before.indices {
            guard let destination = mapping.destination[section], !stage.sectionUpdated.contains(section) else { continue }
            let rowsInserted = stage.elementInserted.filter { $0.section == destination }.count
            let rowsDeleted = stage.elementDeleted.filter { $0.section == section }.count
            let movedIn = stage.elementMoved.filter { $0.target.section == destination }.count
            let movedOut = stage.elementMoved.filter { $0.source.section == section }.count
            if after[destination] != before[section] + rowsInserted + movedIn - rowsDeleted - movedOut {
                problems.append("Invalid update: invalid number of rows in section \(section). after \(after[destination]), before \(before[section]), \(rowsInserted) inserted, \(rowsDeleted) deleted, \(movedIn) moved in, \(movedOut) moved out")
            }
        }
        return problems
    }

    private func duplicates<T: Hashable>(_ values: [T]) -> [T] {
        var seen = Set<T>()
        return values.filter { !seen.insert($0).inserted }
    }
}
