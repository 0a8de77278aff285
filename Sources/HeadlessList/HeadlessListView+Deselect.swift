import Foundation
import ListUpdates

extension HeadlessListView: DeselectableListView {
    /// Deselects `indexPath` without telling the delegate (the headless list does not animate).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath)
    }
}
