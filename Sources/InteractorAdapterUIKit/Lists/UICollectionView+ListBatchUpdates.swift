import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension UICollectionView {
    var listStyle: ListStyle { .collection }

    func performListBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        performBatchUpdates(updates, completion: completion)
    }

    /// A flow layout asks its items' sizes again once invalidated.
    var invalidatesLayoutForItemSizes: Bool { true }

    func invalidateListLayout() {
        collectionViewLayout.invalidateLayout()
    }

    /// A collection view animates every update its layout's way: `animation` is a table's.
    func issueListUpdate(
        _ update: BatchUpdate, reconfiguring reconfigured: [IndexPath], animation: UITableView.RowAnimation
    ) {
        if !update.deleteSections.isEmpty { deleteSections(IndexSet(update.deleteSections)) }
        if !update.insertSections.isEmpty { insertSections(IndexSet(update.insertSections)) }
        if !update.reloadSections.isEmpty { reloadSections(IndexSet(update.reloadSections)) }
        for move in update.moveSections { moveSection(move.from, toSection: move.to) }
        if !update.deleteItems.isEmpty { deleteItems(at: update.deleteItems) }
        if !update.insertItems.isEmpty { insertItems(at: update.insertItems) }
        if !update.reloadItems.isEmpty { reloadItems(at: update.reloadItems) }
        for move in update.moveItems { moveItem(at: move.from, to: move.to) }
        guard !reconfigured.isEmpty else { return }
        if #available(iOS 15.0, tvOS 15.0, *) {
            reconfigureItems(at: reconfigured)
        } else {
            reloadItems(at: reconfigured)
        }
    }
}
