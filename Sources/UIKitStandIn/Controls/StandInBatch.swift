#if !canImport(UIKit)
import Foundation
import ListUpdates

/// What one `performBatchUpdates(_:completion:)` handed to the list: the operations its
/// block issued and the index paths it reconfigured.
public struct StandInBatch: Hashable, Sendable {
    /// The inserts, deletes, reloads and moves, as `BatchUpdateValidator` checks them.
    public var update: BatchUpdate
    /// The index paths passed to `reconfigureRows(at:)` or `reconfigureItems(at:)`.
    public var reconfigured: [IndexPath]
    /// How many times the block invalidated the collection view's layout
    /// (`UICollectionViewLayout.invalidateLayout()`).
    public var layoutInvalidations: Int

    /// Creates a record.
    public init(update: BatchUpdate = BatchUpdate(), reconfigured: [IndexPath] = [], layoutInvalidations: Int = 0) {
        self.update = update
        self.reconfigured = reconfigured
        self.layoutInvalidations = layoutInvalidations
    }

    /// Whether the block issued no operation (it may have invalidated the layout).
    public var isEmpty: Bool { update.isEmpty && reconfigured.isEmpty }
}
#endif
