import BinarySearch
import Foundation
import StagedDiff

extension BatchUpdateCheck {
    /// Phase 3: inserted sections and items exist after the update, and no item is
    /// inserted twice.
    func checkInserts() throws(BatchUpdateError) {
        for section in update.insertSections where !after.indices.contains(section) {
            throw .insertSectionOutOfRange(section: section, sectionCount: after.count)
        }
        for path in insertItems {
            guard after.indices.contains(path.section) else {
                throw .insertItemSectionOutOfRange(
                    item: path.item, section: path.section, sectionCount: after.count, style: style)
            }
            guard Self.isIndex(path.item, below: after[path.section]) else {
                throw .insertItemOutOfRange(
                    item: path.item, section: path.section, itemCount: after[path.section], style: style)
            }
        }
        // Only a list with fewer distinct inserts than inserts has a repeat to find.
        if insertedItems.count != insertItems.count, let repeated = Self.firstRepeat(in: insertItems) {
            throw .duplicateInsert(insertItems[repeated].indexPath)
        }
    }
}
