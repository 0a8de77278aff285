import Foundation

extension BatchUpdateCheck {
    /// Phase 1: a reload is a delete plus an insert, so deleting what is also reloaded (or
    /// reloading it twice) deletes it twice.
    func checkReloadConflicts() throws(BatchUpdateError) {
        if let section = update.reloadSections.first(where: deletedSections.contains) {
            throw .deleteAndReloadSection(section)
        }
        let deletedItems = Set(update.deleteItems)
        var reloaded: Set<IndexPath> = []
        for path in update.reloadItems {
            if deletedItems.contains(path) { throw .deleteAndReloadItem(path) }
            if !reloaded.insert(path).inserted { throw .duplicateReload(path) }
        }
    }
}
