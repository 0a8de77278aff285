import BinarySearch
import Foundation
import StagedDiff

extension BatchUpdateCheck {
    /// Phase 2: deleted and reloaded sections and items exist before the update, and no
    /// item is deleted twice.
    func checkDeletes() throws(BatchUpdateError) {
        for section in update.deleteSections where !before.indices.contains(section) {
            throw .deleteSectionOutOfRange(section: section, sectionCount: before.count)
        }
        for section in update.reloadSections where !before.indices.contains(section) {
            throw .deleteSectionOutOfRange(section: section, sectionCount: before.count)
        }
        try checkExistBefore(deleteItems)
        try checkExistBefore(reloadItems)
        // Only a list with fewer distinct deletes than deletes has a repeat to find.
        if deletedItems.count != deleteItems.count, let repeated = Self.firstRepeat(in: deleteItems) {
            throw .duplicateDelete(deleteItems[repeated].indexPath)
        }
    }

    private func checkExistBefore(_ paths: [ItemPosition]) throws(BatchUpdateError) {
        for path in paths {
            guard before.indices.contains(path.section) else {
                throw .deleteItemSectionOutOfRange(
                    item: path.item, section: path.section, sectionCount: before.count, style: style)
            }
            guard Self.isIndex(path.item, below: before[path.section]) else {
                throw .deleteItemOutOfRange(
                    item: path.item, section: path.section, itemCount: before[path.section], style: style)
            }
        }
    }
}
