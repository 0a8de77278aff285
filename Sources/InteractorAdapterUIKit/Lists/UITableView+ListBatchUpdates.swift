import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

// Parallel to UICollectionView+ListBatchUpdates.swift, and kept so: each issues a batch's
// operations in its view's own UIKit spelling (a table's take a row animation); what a batch
// does is UIKitBatchUpdater's, for both views.

extension UITableView {
    var listStyle: ListStyle { .table }

    func performListBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        performBatchUpdates(updates, completion: completion)
    }

    /// A table asks every row's height again in each batch.
    var invalidatesLayoutForItemSizes: Bool { false }

    func invalidateListLayout() {}

    func issueListUpdate(
        _ update: BatchUpdate, reconfiguring reconfigured: [IndexPath], animation: UITableView.RowAnimation
    ) {
        if !update.deleteSections.isEmpty { deleteSections(IndexSet(update.deleteSections), with: animation) }
        if !update.insertSections.isEmpty { insertSections(IndexSet(update.insertSections), with: animation) }
        if !update.reloadSections.isEmpty { reloadSections(IndexSet(update.reloadSections), with: animation) }
        for move in update.moveSections { moveSection(move.from, toSection: move.to) }
        if !update.deleteItems.isEmpty { deleteRows(at: update.deleteItems, with: animation) }
        if !update.insertItems.isEmpty { insertRows(at: update.insertItems, with: animation) }
        if !update.reloadItems.isEmpty { reloadRows(at: update.reloadItems, with: animation) }
        for move in update.moveItems { moveRow(at: move.from, to: move.to) }
        guard !reconfigured.isEmpty else { return }
        if #available(iOS 15.0, tvOS 15.0, *) {
            reconfigureRows(at: reconfigured)
        } else {
            reloadRows(at: reconfigured, with: animation)
        }
    }
}
