import BinarySearch
import Foundation
import StagedDiff

extension BatchUpdateCheck {
    /// Phase 1: a reload is a delete plus an insert, so deleting what is also reloaded (or
    /// reloading it twice) deletes it twice.
    func checkReloadConflicts() throws(BatchUpdateError) {
        if !deletedSections.isEmpty, let section = update.reloadSections.first(where: deletedSections.contains) {
            throw .deleteAndReloadSection(section)
        }
        guard !reloadItems.isEmpty else { return }
        // Only a list with fewer distinct reloads than reloads has a repeat to find.
        let repeated = reloadedItems.count == reloadItems.count ? nil : Self.firstRepeat(in: reloadItems)
        for (index, path) in reloadItems.enumerated() {
            if deletedItems.contains(path) { throw .deleteAndReloadItem(path.indexPath) }
            if index == repeated { throw .duplicateReload(path.indexPath) }
        }
    }
}
