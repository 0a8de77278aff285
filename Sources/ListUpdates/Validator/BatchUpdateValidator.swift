import BinarySearch
import Foundation
import StagedDiff

/// Answers "would UIKit accept this batch update for these counts?" without a list.
///
/// The one implementation of UIKit's rules, which the ListUpdates documentation describes
/// in the article UIKitBatchUpdateRules
/// (`Sources/ListUpdates/ListUpdates.docc/UIKitBatchUpdateRules.md`): `HeadlessListView`,
/// `replay check-batch` and the differ's tests all ask it. Checks run in UIKit's order —
/// reload conflicts, deletes, inserts, moves, counts — and the first failure is reported.
///
/// Before checking, identical duplicate moves are dropped (UIKit ignores them) and
/// duplicate section indexes collapse (UIKit takes sections as index sets). Duplicate
/// item deletes, inserts and reloads are rejected. Item deletes inside deleted sections
/// and item inserts inside inserted sections are range-checked and otherwise ignored, as
/// UIKit does.
///
/// ```swift
/// var update = BatchUpdate()
/// update.deleteItems = [IndexPath(item: 5, section: 0)]
/// let error = BatchUpdateValidator.validate(update, before: [3], after: [2], style: .table)
/// // attempt to delete row 5 from section 0 which only contains 3 rows before the update
/// ```
public enum BatchUpdateValidator {
    /// The first rule `update` breaks, or nil when UIKit would accept it.
    /// - Parameters:
    ///   - update: the operations of one batch.
    ///   - before: the item count of every section as the list last displayed them.
    ///   - after: the item count of every section the data source reports after the batch block.
    ///   - style: the wording of the error (rows or items).
    public static func validate(
        _ update: BatchUpdate, before: [Int], after: [Int], style: ListStyle
    ) -> BatchUpdateError? {
        do {
            _ = try plan(update, before: before, after: after, style: style)
            return nil
        } catch {
            return error
        }
    }

    /// Validates `update` and, when it is valid, says where every old row goes.
    package static func plan(
        _ update: BatchUpdate, before: [Int], after: [Int], style: ListStyle
    ) throws(BatchUpdateError) -> BatchUpdatePlan {
        let check = try BatchUpdateCheck(update, before: before, after: after, style: style)
        try check.checkReloadConflicts()
        try check.checkDeletes()
        try check.checkInserts()
        try check.checkSectionMoves()
        try check.checkItemMoves()
        let sections = check.sectionFill()
        try check.checkCounts(sections)
        return BatchUpdatePlan(check, sections: sections)
    }
}
