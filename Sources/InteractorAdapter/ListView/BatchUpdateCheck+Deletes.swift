import Foundation

extension BatchUpdateCheck {
    /// Phase 2: deleted and reloaded sections and items exist before the update, and no
    /// item is deleted twice.
    func checkDeletes() throws(BatchUpdateError) {
        for section in update.deleteSections + update.reloadSections where !before.indices.contains(section) {
            throw .deleteSectionOutOfRange(section: section, sectionCount: before.count)
        }
        for path in update.deleteItems + update.reloadItems {
            guard before.indices.contains(path.section) else {
                throw .deleteItemSectionOutOfRange(
                    item: path.item, section: path.section, sectionCount: before.count, style: style)
            }
            guard Self.isIndex(path.item, below: before[path.section]) else {
                throw .deleteItemOutOfRange(
                    item: path.item, section: path.section, itemCount: before[path.section], style: style)
            }
        }
        var deleted: Set<IndexPath> = []
        for path in update.deleteItems where !deleted.insert(path).inserted {
            throw .duplicateDelete(path)
        }
    }
}
