import Foundation
import InteractorAdapter

#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif

extension TableListView: UIKitListTarget {
    var style: ListStyle { .table }

    func performUIKitBatchUpdates(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        tableView.performBatchUpdates(updates, completion: completion)
    }

    func issue(_ update: BatchUpdate, reconfiguring reconfigured: [IndexPath]) {
        let animation = rowAnimation
        if !update.deleteSections.isEmpty { tableView.deleteSections(IndexSet(update.deleteSections), with: animation) }
        if !update.insertSections.isEmpty { tableView.insertSections(IndexSet(update.insertSections), with: animation) }
        if !update.reloadSections.isEmpty { tableView.reloadSections(IndexSet(update.reloadSections), with: animation) }
        for move in update.moveSections { tableView.moveSection(move.from, toSection: move.to) }
        if !update.deleteItems.isEmpty { tableView.deleteRows(at: update.deleteItems, with: animation) }
        if !update.insertItems.isEmpty { tableView.insertRows(at: update.insertItems, with: animation) }
        if !update.reloadItems.isEmpty { tableView.reloadRows(at: update.reloadItems, with: animation) }
        for move in update.moveItems { tableView.moveRow(at: move.from, to: move.to) }
        guard !reconfigured.isEmpty else { return }
        if #available(iOS 15.0, tvOS 15.0, *) {
            tableView.reconfigureRows(at: reconfigured)
        } else {
            tableView.reloadRows(at: reconfigured, with: animation)
        }
    }
}
