import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension CollectionListView: UIKitListTarget {
    var style: ListStyle { .collection }

    var hasUncommittedUpdates: Bool { collectionView.hasUncommittedUpdates }

    var countsInUIKit: [Int] {
        (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }

    func canReconfigure(at indexPath: IndexPath) -> Bool {
        guard let source = dataSource as? any ReconfigurableDataSource,
            let cell = collectionView.cellForItem(at: indexPath)
        else { return false }
        return source.listView(self, canReconfigure: cell, forItemAt: indexPath)
    }

    func reloadAndLayOut() {
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
    }

    func performUIKitBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        collectionView.performBatchUpdates(updates, completion: completion)
    }

    /// A batch that moves nothing (rows rendered in place, or the batch with no operation
    /// that resizes rows) invalidates the layout when item heights changed, so that the flow
    /// layout asks for them again and animates the new sizes; the cells stay (never
    /// `reloadItems` for a height change). A batch that moves items lays them out anew anyway.
    func issue(_ update: BatchUpdate, reconfiguring reconfigured: [IndexPath]) {
        issueOperations(update, reconfiguring: reconfigured)
        if Self.movesNothing(update), itemHeightsChanged {
            collectionView.collectionViewLayout.invalidateLayout()
        }
    }

    // MARK: Private

    /// Whether the delegate says item heights changed since it was last asked (nil, unknown,
    /// counts as a change).
    private var itemHeightsChanged: Bool {
        guard givesItemHeights, let heights = delegate as? any ListViewHeightProviding else { return false }
        return heights.indexPathsOfItemsWithChangedHeights(in: self).map { !$0.isEmpty } ?? true
    }

    private static func movesNothing(_ update: BatchUpdate) -> Bool {
        update.deleteSections.isEmpty && update.insertSections.isEmpty && update.reloadSections.isEmpty
            && update.moveSections.isEmpty && update.deleteItems.isEmpty && update.insertItems.isEmpty
            && update.moveItems.isEmpty
    }

    private func issueOperations(_ update: BatchUpdate, reconfiguring reconfigured: [IndexPath]) {
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
