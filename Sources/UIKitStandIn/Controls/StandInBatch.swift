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

    /// Creates a record.
    public init(update: BatchUpdate = BatchUpdate(), reconfigured: [IndexPath] = []) {
        self.update = update
        self.reconfigured = reconfigured
    }

    /// Whether the block issued nothing at all.
    public var isEmpty: Bool { update.isEmpty && reconfigured.isEmpty }
}
#endif
