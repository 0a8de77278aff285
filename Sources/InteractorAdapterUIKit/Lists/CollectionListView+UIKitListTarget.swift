import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension CollectionListView: UIKitListTarget {
    var style: ListStyle { .collection }

    func performUIKitBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        collectionView.performBatchUpdates(updates, completion: completion)
    }

    func issue(_ update: BatchUpdate, reconfiguring reconfigured: [IndexPath]) {
        if !update.deleteSections.isEmpty { collectionView.deleteSections(IndexSet(update.deleteSections)) }
        if !update.insertSections.isEmpty { collectionView.insertSections(IndexSet(update.insertSections)) }
        if !update.reloadSections.isEmpty { collectionView.reloadSections(IndexSet(update.reloadSections)) }
        for move in update.moveSections { collectionView.moveSection(move.from, toSection: move.to) }
        if !update.deleteItems.isEmpty { collectionView.deleteItems(at: update.deleteItems) }
        if !update.insertItems.isEmpty { collectionView.insertItems(at: update.insertItems) }
        if !update.reloadItems.isEmpty { collectionView.reloadItems(at: update.reloadItems) }
        for move in update.moveItems { collectionView.moveItem(at: move.from, to: move.to) }
        guard !reconfigured.isEmpty else { return }
        if #available(iOS 15.0, tvOS 15.0, *) {
            collectionView.reconfigureItems(at: reconfigured)
        } else {
            collectionView.reloadItems(at: reconfigured)
        }
    }
}
