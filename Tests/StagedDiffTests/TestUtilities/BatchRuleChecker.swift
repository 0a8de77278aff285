import ListUpdates
import StagedDiff

/// Checks one stage as a batch update: UIKit's rules through the headless list's own
/// validator (the one place those rules live), then the differ's promises beyond them.
///
/// Returns the problems found; UIKit reports only its first violation.
struct BatchRuleChecker {
    let before: [Int]  // rows per section before the stage
    let after: [Int]  // rows per section after the stage
    let stage: Changeset<[TestSection]>

    func problems() -> [String] {
        // Both wordings are checked: the collection style adds the item-move/section rules.
        for style in [ListStyle.table, .collection] {
            if let error = BatchUpdateValidator.validate(BatchUpdate(stage), before: before, after: after, style: style)
            {
                return ["\(style): \(error)"]
            }
        }
        return differProblems()
    }

    /// What the differ promises beyond UIKit's hard rules (the ListUpdates documentation,
    /// article UIKitBatchUpdateRules, section "Legal, but known to misbehave", in
    /// Sources/ListUpdates/ListUpdates.docc/UIKitBatchUpdateRules.md): no empty stage, no
    /// reload and move in one batch, no item change inside a section that is itself
    /// inserted, deleted, moved or reloaded in the same batch.
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
            problems.append(
                "element operation at \(path) inside a section deleted, moved or reloaded in the same stage")
        }
        for path in stage.elementInserted + stage.elementMoved.map(\.target) where changedAfter.contains(path.section) {
            problems.append("element operation at \(path) inside a section inserted or moved in the same stage")
        }
        return problems
    }
}
