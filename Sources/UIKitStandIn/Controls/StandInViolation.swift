#if !canImport(UIKit)
import Foundation

/// A misuse of a list that UIKit reports with an assertion or warns about, recorded by the
/// stand-in instead (none of them is an "Invalid update" exception; those are in
/// `StandInControls.raisedExceptions`).
public enum StandInViolation: Hashable, Sendable, CustomStringConvertible {
    /// A cell (or a collection view's supplementary view) was dequeued outside the data
    /// source's callback that asks for it. Since iOS 18 UIKit asserts on this; Apple
    /// documentation, `UITableView.dequeueReusableCell(withIdentifier:for:)`: "Don't call this
    /// method outside of your data source's tableView(_:cellForRowAt:) method."
    case dequeueOutsideCallback(reuseIdentifier: String)
    /// The callback asked for `requested` and the cell was dequeued for another index path
    /// (Apple documentation: "Always specify the index path provided to you by your data
    /// source object").
    case dequeueForOtherIndexPath(requested: IndexPath, dequeued: IndexPath)
    /// The callback dequeued more than one cell (iOS 18 asserts when a dequeued cell is not
    /// returned).
    case dequeuedMoreThanOnce(IndexPath)
    /// The callback returned a cell it had not dequeued in that call.
    case returnedCellNotDequeued(IndexPath)
    /// During a reconfigure the data source dequeued another identifier than the cell's
    /// (Apple documentation, `UITableView.reconfigureRows(at:)`: "Your cell provider must
    /// dequeue the same type of cell for the provided index path").
    case reconfigureDequeuedOtherType(IndexPath, cell: String, dequeued: String)
    /// During a reconfigure the data source returned another cell than the existing one
    /// ("and must return the same existing cell for a given index path").
    case reconfigureReturnedOtherCell(IndexPath)
    /// Reconfigure in a batch that also inserts, deletes, moves or reloads sections: UIKit
    /// does not document which state its index paths then refer to.
    case reconfigureInStructuralBatch
    /// `reloadData()` was called from inside a batch's updates block (Apple documentation,
    /// `UITableView.reloadData()`: "It shouldn't be called in the methods that insert or
    /// delete rows, especially within an animation block").
    case reloadDataInsideBatchUpdates
    /// `reloadData()` was called while `hasUncommittedUpdates` was true (Apple documentation,
    /// `UITableView.reloadData()`: "Don't call this method when the hasUncommittedUpdates
    /// property is true").
    case reloadDataWithUncommittedUpdates
    /// `performBatchUpdates(_:completion:)` was called while `hasUncommittedUpdates` was true,
    /// for example while the user drags a row (Apple documentation,
    /// `UITableView.hasUncommittedUpdates`: "When this property is true, avoid making any
    /// significant changes to the table view").
    case batchUpdatesWithUncommittedUpdates

    /// What happened, in a sentence.
    public var description: String {
        switch self {
        case .dequeueOutsideCallback(let identifier):
            return "a view with identifier \(identifier) was dequeued outside the data source's callback"
        case .dequeueForOtherIndexPath(let requested, let dequeued):
            return "the data source was asked for \(requested) and dequeued for \(dequeued)"
        case .dequeuedMoreThanOnce(let path): return "the data source dequeued more than one view for \(path)"
        case .returnedCellNotDequeued(let path): return "the data source returned a view it did not dequeue for \(path)"
        case .reconfigureDequeuedOtherType(let path, let cell, let dequeued):
            return "reconfiguring \(path) (a \(cell)) the data source dequeued \(dequeued)"
        case .reconfigureReturnedOtherCell(let path):
            return "reconfiguring \(path) the data source returned another cell than the existing one"
        case .reconfigureInStructuralBatch:
            return "reconfigure in a batch that also inserts, deletes, moves or reloads sections"
        case .reloadDataInsideBatchUpdates: return "reloadData() inside a batch's updates block"
        case .reloadDataWithUncommittedUpdates: return "reloadData() while hasUncommittedUpdates is true"
        case .batchUpdatesWithUncommittedUpdates: return "performBatchUpdates while hasUncommittedUpdates is true"
        }
    }
}
#endif
